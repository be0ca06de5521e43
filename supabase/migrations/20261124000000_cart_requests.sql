-- Cart requests (issue 9): the idempotency key of a sent request, and the mail outbox that the
-- web server's worker delivers from. Never edit a migration that has been applied anywhere: add a new one.

-- Idempotency: one inquiry per user and browser-chosen key, so a double click, a retry or a reload
-- while sending records one inquiry and one set of mails.
alter table public.inquiries
  add column request_key text check (request_key is null or request_key ~ '^[A-Za-z0-9_-]{8,100}$');
create unique index inquiries_request_key on public.inquiries (uid, request_key) where request_key is not null;
-- The cart as sent (its share string), for "into the cart again".
alter table public.inquiries
  add column share_string text check (share_string is null or char_length(share_string) <= 200000);
grant insert (request_key, share_string) on public.inquiries to authenticated;

-- Mail outbox ----------------------------------------------------------------------------------------
-- Written in the same transaction as the inquiry (as the user, insert only: a user can never read or
-- change queued mail), delivered by a worker as the database owner. A row is claimed with a lease
-- (`for update skip locked`, then `sending` until `lease_until`), so a worker killed mid-send leaves
-- it to be claimed again after the lease; `sent` is set once, by the claimant, and never undone.
-- After `max_attempts` the row is `failed` with its last error (`shop-cli inquiries list` shows it).
create table public.mail_outbox (
  id bigint generated always as identity primary key,
  uid uuid not null default auth.uid() references auth.users (id) on delete cascade,
  inquiry_id uuid references public.inquiries (id) on delete set null,
  -- `sales` (to the sales mailbox) or `customer` (the confirmation)
  kind text not null check (kind in ('sales', 'customer')),
  -- { to, replyTo?, subject, text, attachments: [{ filename, contentType, fileKey? | text? }] }
  mail jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 8 check (max_attempts between 1 and 100),
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index mail_outbox_due on public.mail_outbox (next_attempt_at) where status in ('pending', 'sending');
create index mail_outbox_by_inquiry on public.mail_outbox (inquiry_id);

alter table public.mail_outbox enable row level security;

create policy "mail_outbox: owner queues" on public.mail_outbox
  for insert to authenticated with check (
    uid = (select auth.uid()) and status = 'pending' and attempts = 0 and sent_at is null
    and (inquiry_id is null or exists (select 1 from public.inquiries i where i.id = inquiry_id and i.uid = (select auth.uid())))
  );

revoke all on public.mail_outbox from anon, authenticated;
grant insert (uid, inquiry_id, kind, mail) on public.mail_outbox to authenticated;
