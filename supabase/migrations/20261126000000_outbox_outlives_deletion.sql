-- A sent cart request reaches the sales mailbox even when the customer deletes the inquiry or the
-- whole account before its mail went out (the mail server was down): "mail that is never lost".
-- Before, the account's deletion took its queued mails with it (on delete cascade), and both
-- deletions removed the inquiry PDF the sales mail attaches.
--
-- Now a queued mail outlives its account (uid set null) and its inquiry (inquiry_id set null, as
-- before); the shop keeps an attached PDF while an undelivered mail names it, and the worker removes
-- it once the last such mail is delivered or given up and no inquiry holds it.
alter table public.mail_outbox drop constraint mail_outbox_uid_fkey;
alter table public.mail_outbox alter column uid drop not null;
alter table public.mail_outbox add constraint mail_outbox_uid_fkey foreign key (uid) references auth.users (id) on delete set null;

-- The worker asks whether an inquiry still holds a delivered mail's PDF.
create index inquiries_by_pdf_key on public.inquiries (pdf_key);

-- Deleting the account also deletes its delivered and given-up mails and its pending confirmations:
-- the shop writes nothing more to a deleted account and keeps no copy of its mail. Its pending sales
-- mails stay, without the account, until the worker has delivered them (then they are deleted too).
-- (`create or replace` keeps the function's grants.)
create or replace function public.delete_user(current_plain_password text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
begin
  perform private.check_current_password(me, current_plain_password);
  delete from public.mail_outbox where uid = me and (kind = 'customer' or status in ('sent', 'failed'));
  -- Profile, cart and inquiries go with the user (on delete cascade); queued sales mails stay.
  delete from auth.users where id = me;
end $$;
