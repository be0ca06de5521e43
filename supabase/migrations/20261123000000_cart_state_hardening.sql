-- Company accounts, second step (issue 8; issue 12 item 13): the cart state of a logged-in user,
-- the record of guest lines already merged at a login, the caller's own e-mail for the profile,
-- rate-limit counts shared by every server process, and the checks the first migration promised
-- but did not make (every cart accessory element, percent-encoded or backslashed PDF keys).
-- Never edit a migration that has been applied anywhere: add a new one.

-- Cart state (spec §3 "Cart state": projectId, cart discount) -------------------------------------
-- No row means nothing was chosen yet: the shop then prefills the discount from the profile's
-- global_discount (spec §6). Clearing the cart removes the row.

create table public.cart_state (
  uid uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  project_id text not null default '' check (char_length(project_id) <= 15),
  discount numeric(5, 2) not null default 0 check (discount between 0 and 100),
  updated_at timestamptz not null default now()
);

alter table public.cart_state enable row level security;

create policy "cart_state: owner reads" on public.cart_state
  for select to authenticated using (uid = (select auth.uid()));
create policy "cart_state: owner adds" on public.cart_state
  for insert to authenticated with check (uid = (select auth.uid()));
create policy "cart_state: owner changes" on public.cart_state
  for update to authenticated using (uid = (select auth.uid())) with check (uid = (select auth.uid()));
create policy "cart_state: owner removes" on public.cart_state
  for delete to authenticated using (uid = (select auth.uid()));

revoke all on public.cart_state from anon, authenticated;
grant select, delete on public.cart_state to authenticated;
grant insert (uid, project_id, discount, updated_at) on public.cart_state to authenticated;
grant update (project_id, discount, updated_at) on public.cart_state to authenticated;

-- Guest lines merged into the account's cart at a login (core/src/accounts/cart.ts) ---------------
-- One row per guest line (`<guest line id>:<product id>`), so a login repeated with the same cookie
-- (its answer lost, the cookie not cleared) merges nothing twice. A guest cookie lives one year:
-- older rows can never match again and are pruned by the merge itself.

create table public.cart_merged_guest_lines (
  uid uuid not null default auth.uid() references auth.users (id) on delete cascade,
  guest_line text not null check (char_length(guest_line) between 3 and 110),
  merged_at timestamptz not null default now(),
  primary key (uid, guest_line)
);

alter table public.cart_merged_guest_lines enable row level security;

create policy "cart_merged_guest_lines: owner reads" on public.cart_merged_guest_lines
  for select to authenticated using (uid = (select auth.uid()));
create policy "cart_merged_guest_lines: owner adds" on public.cart_merged_guest_lines
  for insert to authenticated with check (uid = (select auth.uid()));
create policy "cart_merged_guest_lines: owner removes" on public.cart_merged_guest_lines
  for delete to authenticated using (uid = (select auth.uid()));

revoke all on public.cart_merged_guest_lines from anon, authenticated;
grant select, delete on public.cart_merged_guest_lines to authenticated;
grant insert (uid, guest_line, merged_at) on public.cart_merged_guest_lines to authenticated;

-- Cart accessories, element by element (issue 12 item 13) ---------------------------------------
-- The first migration only checked that `accessories` is an array of at most 60 elements: `amount:
-- -5`, `amount: "x"` or a 5 MB element were stored. Now every element must be exactly
-- { "id": string of 1–100 characters, "amount": integer 1–9999 }, and the whole list at most 8 KB.
-- Pure and harmless, so callable by the roles whose inserts the check runs for.

create function public.cart_accessories_are_valid(accessories jsonb) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  element jsonb;
begin
  if accessories is null or jsonb_typeof(accessories) <> 'array' then return false; end if;
  if jsonb_array_length(accessories) > 60 or octet_length(accessories::text) > 8192 then return false; end if;
  for element in select value from jsonb_array_elements(accessories) loop
    if jsonb_typeof(element) <> 'object' then return false; end if;
    if (select count(*) from jsonb_object_keys(element)) <> 2 then return false; end if;
    if jsonb_typeof(element -> 'id') is distinct from 'string' then return false; end if;
    if char_length(element ->> 'id') not between 1 and 100 then return false; end if;
    if jsonb_typeof(element -> 'amount') is distinct from 'number' then return false; end if;
    -- A JSON number's text: only plain digits are an integer (no fraction, no exponent, no sign).
    if (element ->> 'amount') !~ '^[0-9]{1,4}$' then return false; end if;
    if (element ->> 'amount')::integer not between 1 and 9999 then return false; end if;
  end loop;
  return true;
end $$;

-- Lines stored before this check that break it can only come from tampering: they go.
delete from public.cart where not public.cart_accessories_are_valid(accessories);
alter table public.cart add constraint cart_accessories_elements check (public.cart_accessories_are_valid(accessories));

-- Inquiry PDF keys (issue 12 item 13) ------------------------------------------------------------
-- The first check refused `..` but let `%2e%2e` through. Keys are plain store paths, never
-- URL-encoded: no percent sign at all, no backslash, no control character, no empty, `.` or
-- `..` segment.

delete from public.inquiries
where pdf_key ~ '[%\\[:cntrl:]]' or pdf_key ~ '(^|/)\.{1,2}(/|$)' or pdf_key ~ '//';
alter table public.inquiries add constraint inquiries_pdf_key_plain check (
  pdf_key !~ '[%\\[:cntrl:]]' and pdf_key !~ '(^|/)\.{1,2}(/|$)' and pdf_key !~ '//'
);

-- The caller's own e-mail (spec §2 my info shows it beside the profile) ---------------------------
-- `auth.users` is not readable by the API roles; this answers only the caller's own address.

create function public.my_email() returns text
language sql stable security definer set search_path = '' as $$
  select u.email from auth.users u where u.id = auth.uid()
$$;

revoke all on function public.my_email() from public, anon;
grant execute on function public.my_email() to authenticated;

-- The sign-up's profile: the global discount is not the customer's to set at sign-up --------------
-- (issue 8). The first version took `global_discount` from the sign-up metadata, which anyone can
-- send to Supabase's sign-up endpoint directly; now every profile starts at 0 (the provider sets
-- it, and spec §7 lets the customer change it later in my info).

create or replace function public.create_profile_for_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
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
    0,
    case when meta ->> 'userLang' in ('de', 'en') then meta ->> 'userLang' else 'de' end
  );
  return new;
end $$;

revoke all on function public.create_profile_for_new_user() from public, anon, authenticated;

-- Password change: bcrypt cost 10 (as Supabase Auth) and a clear refusal past 72 bytes -----------
-- pgcrypto's `gen_salt('bf')` defaults to cost 6; Supabase Auth hashes with cost 10, and so does the
-- embedded Auth adapter. bcrypt reads only the first 72 bytes, so a longer password is refused
-- rather than silently cut.

create or replace function public.change_user_password(current_plain_password text, new_plain_password text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
begin
  perform private.check_current_password(me, current_plain_password);
  if new_plain_password is null or char_length(new_plain_password) < 8 then
    raise exception 'passwordTooShort' using errcode = '22023';
  end if;
  if octet_length(new_plain_password) > 72 then
    raise exception 'passwordTooLong' using errcode = '22023';
  end if;
  update auth.users
  set encrypted_password = extensions.crypt(new_plain_password, extensions.gen_salt('bf', 10)), updated_at = now()
  where id = me;
end $$;

revoke all on function public.change_user_password(text, text) from public, anon;
grant execute on function public.change_user_password(text, text) to authenticated;

-- Rate limits shared by every server process (login, sign-up, reset, contact, datasheet jobs) ----
-- Fixed windows; the key is stored as a SHA-256 hash, so no e-mail or client address is kept. In
-- the schema the API does not expose: only the server (the database owner) counts here.

create table private.rate_limits (
  name text not null check (char_length(name) between 1 and 100),
  key_hash text not null check (key_hash ~ '^[0-9a-f]{64}$'),
  window_start_ms bigint not null,
  window_end_ms bigint not null,
  count integer not null check (count >= 0),
  primary key (name, key_hash)
);
create index rate_limits_by_end on private.rate_limits (window_end_ms);

revoke all on private.rate_limits from public, anon, authenticated;
