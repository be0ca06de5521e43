-- An e-mail change in my info asks for the current password: a session alone (a stolen cookie or
-- token) could otherwise move the account's address and then reset its password. The check runs
-- as the user, like the two password RPCs, and raises `incorrectPassword` when it does not match.
create function public.check_user_password(current_plain_password text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.check_current_password(auth.uid(), current_plain_password);
end $$;

revoke all on function public.check_user_password(text) from public, anon;
grant execute on function public.check_user_password(text) to authenticated;
