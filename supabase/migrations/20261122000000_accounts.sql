-- Company accounts (spec §3, §6, §7): profiles, the server-side cart, sent inquiries, and the
-- password RPCs. Runs unchanged on Supabase (`supabase db push`) and on the embedded database
-- (PGlite or any PostgreSQL), where adapters/src/sql/supabase-platform.sql first provides what
-- Supabase itself has: the roles, `auth.users`, `auth.uid()` and pgcrypto in `extensions`.
--
-- Users reach these tables with their own token (Supabase's REST API, or the embedded adapter's
-- `set local role authenticated`), so the database itself enforces ownership (row level security)
-- and the limits the shop's core enforces (amounts 1–9999, at most 200 cart lines, 60 accessories
-- per line, project ids of at most 15 characters): nothing here trusts the client.

-- Profiles ---------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  firstname text not null default '' check (char_length(firstname) <= 100),
  lastname text not null default '' check (char_length(lastname) <= 100),
  company text not null default '' check (char_length(company) <= 200),
  vat text not null default '' check (char_length(vat) <= 32),
  street text not null default '' check (char_length(street) <= 200),
  zip text not null default '' check (char_length(zip) <= 10),
  city text not null default '' check (char_length(city) <= 100),
  country text not null default '' check (country ~ '^([A-Z]{2})?$'),
  -- Percent with two decimals (spec §5 discount), prefills the cart discount (spec §6).
  global_discount numeric(5, 2) not null default 0 check (global_discount between 0 and 100),
  userlang text not null default 'de' check (userlang in ('de', 'en')),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

-- "select all (yields the user's own row)" (spec §7): the policy does the filtering.
create policy "profiles: owner reads" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "profiles: owner updates" on public.profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (firstname, lastname, company, vat, street, zip, city, country, global_discount, userlang, updated_at)
  on public.profiles to authenticated;

-- The sign-up's profile (spec §7: "not shown"): created with the user from the sign-up metadata.
create function public.create_profile_for_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  discount numeric;
begin
  begin
    discount := least(greatest(coalesce((meta ->> 'global_discount')::numeric, 0), 0), 100);
  exception when others then
    discount := 0;
  end;
  insert into public.profiles (id, firstname, lastname, company, vat, street, zip, city, country, global_discount, userlang)
  values (
    new.id,
    left(coalesce(meta ->> 'firstname', ''), 100),
    left(coalesce(meta ->> 'lastname', ''), 100),
    left(coalesce(meta ->> 'company', ''), 200),
    left(coalesce(meta ->> 'vat', ''), 32),
    left(coalesce(meta ->> 'street', ''), 200),
    left(coalesce(meta ->> 'zip', ''), 10),
    left(coalesce(meta ->> 'city', ''), 100),
    case when coalesce(meta ->> 'country', '') ~ '^[A-Z]{2}$' then meta ->> 'country' else '' end,
    round(discount, 2),
    case when meta ->> 'userLang' in ('de', 'en') then meta ->> 'userLang' else 'de' end
  );
  return new;
end $$;

create trigger create_profile_after_sign_up
  after insert on auth.users
  for each row execute function public.create_profile_for_new_user();

-- The server-side cart (spec §3 stored cart item, §7 cart table) ------------------------------------

create table public.cart (
  uid uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (id ~ '^[A-Za-z0-9-]{1,40}$'),
  product_id text not null check (char_length(product_id) between 1 and 100),
  -- [{ "id": accessory key, "amount": 1–9999 }]; the adapter decodes every element with Schema.
  accessories jsonb not null default '[]'::jsonb
    check (jsonb_typeof(accessories) = 'array' and jsonb_array_length(accessories) <= 60),
  amount integer not null check (amount between 1 and 9999),
  created_at timestamptz not null default now(),
  primary key (uid, id)
);

alter table public.cart enable row level security;

create policy "cart: owner reads" on public.cart
  for select to authenticated using (uid = (select auth.uid()));
create policy "cart: owner adds" on public.cart
  for insert to authenticated with check (uid = (select auth.uid()));
create policy "cart: owner changes" on public.cart
  for update to authenticated using (uid = (select auth.uid())) with check (uid = (select auth.uid()));
create policy "cart: owner removes" on public.cart
  for delete to authenticated using (uid = (select auth.uid()));

revoke all on public.cart from anon, authenticated;
grant select, insert, update, delete on public.cart to authenticated;

-- At most 200 lines per cart (core/src/cart/limits.ts MAX_CART_LINES). The lock serialises one
-- user's concurrent inserts; an upsert of an existing line passes (BEFORE INSERT also fires for it).
create function public.enforce_cart_line_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('cart:' || new.uid::text, 0));
  if not exists (select 1 from public.cart c where c.uid = new.uid and c.id = new.id)
     and (select count(*) from public.cart c where c.uid = new.uid) >= 200 then
    raise exception 'cartFull' using hint = 'A cart holds at most 200 lines.';
  end if;
  return new;
end $$;

create trigger cart_line_limit
  before insert on public.cart
  for each row execute function public.enforce_cart_line_limit();

-- Inquiries: sent cart requests (spec §3 inquiry, §2 "My inquiries") --------------------------------

create table public.inquiries (
  id uuid primary key default gen_random_uuid(),
  uid uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The running number shown to the customer and to sales.
  number bigint generated always as identity unique,
  project_id text not null default '' check (char_length(project_id) <= 15),
  created_at timestamptz not null default now(),
  -- List price total in euro cents; null when a line was on request.
  list_price_cents bigint check (list_price_cents >= 0),
  -- The stored cart PDF, always under the owner's own folder of the file store.
  pdf_key text not null check (pdf_key like 'inquiries/' || uid::text || '/%' and pdf_key !~ '\.\.')
);

create index inquiries_by_owner on public.inquiries (uid, created_at desc);

alter table public.inquiries enable row level security;

create policy "inquiries: owner reads" on public.inquiries
  for select to authenticated using (uid = (select auth.uid()));
create policy "inquiries: owner records" on public.inquiries
  for insert to authenticated with check (uid = (select auth.uid()));
create policy "inquiries: owner deletes" on public.inquiries
  for delete to authenticated using (uid = (select auth.uid()));

revoke all on public.inquiries from anon, authenticated;
grant select, delete on public.inquiries to authenticated;
grant insert (uid, project_id, list_price_cents, pdf_key) on public.inquiries to authenticated;

-- Password RPCs (spec §7) ----------------------------------------------------------------------------
-- Both require the current password; a wrong one raises `incorrectPassword` (the error-catalogue key).

-- Not exposed through the API (the schema is not public): the check both RPCs share.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create function private.check_current_password(me uuid, plain text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if me is null then
    raise exception 'notAuthenticated' using errcode = '28000';
  end if;
  if not exists (select 1 from auth.users u where u.id = me and u.encrypted_password = extensions.crypt(plain, u.encrypted_password)) then
    raise exception 'incorrectPassword' using errcode = '28P01';
  end if;
end $$;

create function public.change_user_password(current_plain_password text, new_plain_password text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
begin
  perform private.check_current_password(me, current_plain_password);
  -- The shop's password rule (core/src/forms/validation.ts): 8 characters, at most 72 bytes (bcrypt).
  if new_plain_password is null or char_length(new_plain_password) < 8 or octet_length(new_plain_password) > 72 then
    raise exception 'passwordTooShort' using errcode = '22023';
  end if;
  update auth.users
  set encrypted_password = extensions.crypt(new_plain_password, extensions.gen_salt('bf')), updated_at = now()
  where id = me;
end $$;

create function public.delete_user(current_plain_password text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
begin
  perform private.check_current_password(me, current_plain_password);
  -- Profile, cart and inquiries go with the user (on delete cascade).
  delete from auth.users where id = me;
end $$;

revoke all on function private.check_current_password(uuid, text) from public, anon, authenticated;
revoke all on function public.change_user_password(text, text) from public, anon;
revoke all on function public.delete_user(text) from public, anon;
revoke all on function public.create_profile_for_new_user() from public, anon, authenticated;
revoke all on function public.enforce_cart_line_limit() from public, anon, authenticated;
grant execute on function public.change_user_password(text, text) to authenticated;
grant execute on function public.delete_user(text) to authenticated;
