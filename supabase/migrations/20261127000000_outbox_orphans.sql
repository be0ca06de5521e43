-- The mails of a deleted inquiry or account (review of 20261126000000):
-- - A sales mail given up (the mail server down past its attempts) keeps its PDF and stays for
--   `shop-cli inquiries mails --failed` / `resend-mail`, also when its inquiry or account is gone:
--   the account's deletion no longer deletes failed mails.
-- - What is left of a deleted account (uid null: sent mails, confirmations not yet sent) is deleted
--   by the worker before each claim, whatever deleted the account (`delete_user`, the Supabase
--   dashboard, the admin API) and also when a mail was being sent at that moment.
create index mail_outbox_orphans on public.mail_outbox (id) where uid is null;

create or replace function public.delete_user(current_plain_password text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
begin
  perform private.check_current_password(me, current_plain_password);
  -- Profile, cart and inquiries go with the user (on delete cascade); the outbox keeps its sales
  -- mails without the account (uid set null) until the worker has delivered them.
  delete from auth.users where id = me;
end $$;
