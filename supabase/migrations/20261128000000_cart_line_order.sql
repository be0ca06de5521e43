-- Cart lines keep the order they were added in. `created_at` is the transaction's start (`now()`):
-- the lines a transaction adds (the guest cart merged at login, a configured product with its
-- lines) share it, and so do two lines added within one millisecond on PGlite, whose clock has
-- milliseconds. Such lines were listed by their ids instead. `added` counts every line ever added
-- and breaks those ties (`order by created_at, added`); the lines already stored are numbered as
-- they lie on disk, so only ties among them may change their order once.
alter table public.cart add column added bigint generated always as identity;
