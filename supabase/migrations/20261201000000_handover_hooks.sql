-- Hand-over to a craftsman's software or a buyer's SAP (issue 26): the addresses an account's carts
-- may be handed back to (IDS-Connect `hookurl`, OCI `HOOK_URL`), as the account holder sets them in
-- my info. No row, or an empty list, allows every http(s) address. Kept as the core normalises
-- them (scheme, host, port and a path: `https://srm.example.com/sap/bc/`), at most 10 of at most
-- 2048 characters; the user reaches only their own row, and the row goes with the account.

create function public.handover_hooks_valid(hooks text[]) returns boolean
language sql immutable set search_path = '' as $$
  select cardinality(hooks) <= 10
    and coalesce((select bool_and(char_length(h) between 1 and 2048 and h ~ '^https?://[^[:space:][:cntrl:]]+$') from unnest(hooks) as h), true)
$$;

create table public.handover_hooks (
  user_id uuid primary key references auth.users (id) on delete cascade,
  hooks text[] not null default '{}' check (public.handover_hooks_valid(hooks)),
  updated_at timestamptz not null default now()
);

alter table public.handover_hooks enable row level security;

create policy "handover_hooks: owner reads" on public.handover_hooks
  for select to authenticated using (user_id = (select auth.uid()));
create policy "handover_hooks: owner adds" on public.handover_hooks
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "handover_hooks: owner changes" on public.handover_hooks
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

revoke all on public.handover_hooks from anon, authenticated;
grant select, insert on public.handover_hooks to authenticated;
grant update (hooks, updated_at) on public.handover_hooks to authenticated;
