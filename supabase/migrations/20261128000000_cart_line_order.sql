-- Cart lines keep the order they were added in. `created_at` is the transaction's start (`now()`):
-- the lines a transaction adds (the guest cart merged at login, a configured product with its
-- lines) share it, and so do two lines added within one millisecond on PGlite, whose clock has
-- milliseconds. Such lines were listed by their ids instead. `added` counts every line ever added.
alter table public.cart add column added bigint generated always as identity;
