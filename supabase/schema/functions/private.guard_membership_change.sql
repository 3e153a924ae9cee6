-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.guard_membership_change

CREATE OR REPLACE FUNCTION private.guard_membership_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if private.is_trusted_caller() then
    return coalesce(new, old);
  end if;
  if tg_op = 'DELETE' then
    if old.role = 'owner' then
      raise exception 'The owner of an event cannot be removed from its team'
        using errcode = 'EV010', hint = 'owner_not_removable';
    end if;
    if old.status = 'pending' and old.invitation_expires_at > now() and old.user_id is distinct from auth.uid() then
      raise exception 'A pending invitation cannot be removed before it expires'
        using errcode = 'EV011', hint = 'invitation_pending';
    end if;
    return old;
  end if;
  if new.event_id <> old.event_id or new.user_id <> old.user_id then
    raise exception 'A membership cannot move to another event or user' using errcode = '42501';
  end if;
  if new.role <> old.role and 'owner' in (old.role, new.role) then
    raise exception 'The owner role cannot be granted or taken away' using errcode = '42501';
  end if;
  return new;
end $function$;

grant execute on function private.guard_membership_change() to public;
