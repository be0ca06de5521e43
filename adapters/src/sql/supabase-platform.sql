-- What a Supabase project already has and supabase/migrations relies on, for the embedded
-- database (PGlite) or a plain PostgreSQL: the API roles, pgcrypto in `extensions`, and an `auth`
-- schema shaped like Supabase's (`auth.users`, `auth.uid()` read from the request's JWT claims).
-- Idempotent: it runs before the migrations every time the database is opened.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end $$;

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text not null,
  encrypted_password text not null,
  email_confirmed_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists users_email_key on auth.users (lower(email));

-- As on Supabase: the claims of the request's JWT, set per transaction by the data adapter.
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;
create or replace function auth.uid() returns uuid language sql stable as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select nullif(auth.jwt() ->> 'role', '')
$$;

-- Bookkeeping of applied migrations, in the table the Supabase CLI uses.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);

-- What the embedded Auth adapter (adapters/src/auth-embedded) keeps beside `auth.users`, shaped
-- after Supabase Auth's own tables of the same names. Supabase projects have theirs; these are for
-- PGlite and plain PostgreSQL only. Tokens are stored as SHA-256 hashes, never as issued.

alter table auth.users add column if not exists email_change text;
alter table auth.users add column if not exists email_change_sent_at timestamptz;

-- A login: one per sign-in, confirmation or recovery link; its refresh tokens hang off it.
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- How the session was opened: a recovery session may set a new password without the current one.
  sign_in_method text not null check (sign_in_method in ('password', 'signup', 'recovery', 'email_change')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  refreshed_at timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Rotated on every use: `revoked` marks a used one, `parent` the token it replaced. A revoked token
-- presented again (after the short reuse interval that covers two tabs refreshing at once) ends the session.
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique check (token ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- Mailed links: at most one outstanding token per user and kind (a new one replaces the old),
-- single use (deleted when used), expiring (confirmation and e-mail change 24 h, recovery 1 h).
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('confirmation_token', 'recovery_token', 'email_change_token_new')),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  -- The address the link was sent to (for an e-mail change: the new address).
  relates_to text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (user_id, token_type)
);

revoke all on auth.users, auth.sessions, auth.refresh_tokens, auth.one_time_tokens from public, anon, authenticated;
