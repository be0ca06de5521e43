-- The mail outbox is written by the shop only (review of issue 9). A user could insert into it with
-- their own token through the backend's REST API, and the worker, which sends as the shop, would
-- have sent whatever recipient, text and stored file such a row named. The shop now queues a
-- request's mails as the database owner, in the same transaction as the inquiry it records as the user.
drop policy "mail_outbox: owner queues" on public.mail_outbox;
revoke all on public.mail_outbox from anon, authenticated;
