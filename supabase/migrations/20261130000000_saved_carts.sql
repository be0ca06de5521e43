-- Saved project carts of an account (issue 27, part 4): a logged-in customer keeps copies of their
-- cart under a name (one per building site), opens one into the cart again, renames, copies and
-- deletes them. What is kept is what the cart table keeps (product, accessories, amount per line,
-- and the cart state's project number and discount), never a price: the shop prices a saved cart
-- from the catalogue whenever it shows or exports it.
--
-- As the cart: reached with the user's own token (Supabase's REST API, or the embedded adapter's
-- `set local role authenticated`), so row level security keeps each user to their own rows and the
-- database repeats the core's limits (core/src/savedCarts/limits.ts):
--   at most 50 saved carts per account   savedCartsFull, SQLSTATE 54000 (program_limit_exceeded)
--   at most 200 lines per saved cart      the cart's own line limit (MAX_CART_LINES): `position` 1–200
--   names of 1–80 characters              trimmed, no control characters
-- Each line's accessories pass the cart's own element check (`cart_accessories_are_valid`).

create table public.saved_carts (
  id uuid primary key default gen_random_uuid(),
  uid uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name) and name !~ '[[:cntrl:]]'),
  project_id text not null default '' check (char_length(project_id) <= 15),
  discount numeric(5, 2) not null default 0 check (discount between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Breaks ties of `created_at` (one transaction's `now()`; PGlite's clock has milliseconds).
  added bigint generated always as identity,
  -- The lines' foreign key names the owner too: a line can only belong to a saved cart of its own owner.
  unique (id, uid)
);

create index saved_carts_by_owner on public.saved_carts (uid, created_at desc, added desc);

create table public.saved_cart_lines (
  saved_cart_id uuid not null,
  uid uuid not null default auth.uid(),
  -- 1-based place in the saved cart; its range is the cart's line limit (200).
  position smallint not null check (position between 1 and 200),
  product_id text not null check (char_length(product_id) between 1 and 100),
  accessories jsonb not null default '[]'::jsonb check (public.cart_accessories_are_valid(accessories)),
  amount integer not null check (amount between 1 and 9999),
  primary key (saved_cart_id, position),
  foreign key (saved_cart_id, uid) references public.saved_carts (id, uid) on delete cascade
);

create index saved_cart_lines_by_owner on public.saved_cart_lines (uid);

alter table public.saved_carts enable row level security;
alter table public.saved_cart_lines enable row level security;

create policy "saved_carts: owner reads" on public.saved_carts
  for select to authenticated using (uid = (select auth.uid()));
create policy "saved_carts: owner adds" on public.saved_carts
  for insert to authenticated with check (uid = (select auth.uid()));
create policy "saved_carts: owner renames" on public.saved_carts
  for update to authenticated using (uid = (select auth.uid())) with check (uid = (select auth.uid()));
create policy "saved_carts: owner removes" on public.saved_carts
  for delete to authenticated using (uid = (select auth.uid()));

-- A saved cart's lines are written once, with the cart, and go with it (on delete cascade): the
-- API roles may read and add them, never change or delete them one by one.
create policy "saved_cart_lines: owner reads" on public.saved_cart_lines
  for select to authenticated using (uid = (select auth.uid()));
create policy "saved_cart_lines: owner adds" on public.saved_cart_lines
  for insert to authenticated with check (uid = (select auth.uid()));

revoke all on public.saved_carts from anon, authenticated;
grant select, delete on public.saved_carts to authenticated;
-- Times and the tie-breaker are the database's.
grant insert (uid, name, project_id, discount) on public.saved_carts to authenticated;
grant update (name, updated_at) on public.saved_carts to authenticated;

revoke all on public.saved_cart_lines from anon, authenticated;
grant select on public.saved_cart_lines to authenticated;
grant insert (saved_cart_id, uid, position, product_id, accessories, amount) on public.saved_cart_lines to authenticated;

-- At most 50 saved carts per account. The lock serialises one user's concurrent saves (two tabs at
-- the 49th), as the cart's line limit does.
create function public.enforce_saved_cart_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('saved_carts:' || new.uid::text, 0));
  if (select count(*) from public.saved_carts s where s.uid = new.uid) >= 50 then
    raise exception 'savedCartsFull' using errcode = '54000', hint = 'An account keeps at most 50 saved carts.';
  end if;
  return new;
end $$;

create trigger saved_cart_limit
  before insert on public.saved_carts
  for each row execute function public.enforce_saved_cart_limit();

revoke all on function public.enforce_saved_cart_limit() from public, anon, authenticated;
