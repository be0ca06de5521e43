-- The shop's own refusals raised with a SQLSTATE of their own, so the adapters tell them apart by
-- code instead of by reading the message: `cartFull` was raised with the default (P0001), and
-- `passwordTooLong` shared 22023 with `passwordTooShort`. The bodies are otherwise unchanged
-- (`create or replace` keeps the functions' grants and the trigger).
--   cartFull          54000 program_limit_exceeded
--   passwordTooShort  22023 invalid_parameter_value (as before)
--   passwordTooLong   22001 string_data_right_truncation
--   notAuthenticated  28000, incorrectPassword 28P01 (private.check_current_password, unchanged)

create or replace function public.enforce_cart_line_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('cart:' || new.uid::text, 0));
  if not exists (select 1 from public.cart c where c.uid = new.uid and c.id = new.id)
     and (select count(*) from public.cart c where c.uid = new.uid) >= 200 then
    raise exception 'cartFull' using errcode = '54000', hint = 'A cart holds at most 200 lines.';
  end if;
  return new;
end $$;

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
    raise exception 'passwordTooLong' using errcode = '22001';
  end if;
  update auth.users
  set encrypted_password = extensions.crypt(new_plain_password, extensions.gen_salt('bf', 10)), updated_at = now()
  where id = me;
end $$;
