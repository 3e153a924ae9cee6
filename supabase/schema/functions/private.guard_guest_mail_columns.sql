-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.guard_guest_mail_columns

CREATE OR REPLACE FUNCTION private.guard_guest_mail_columns()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if private.is_trusted_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.unsubscribed_at is not null or new.visited_at is not null or new.mail_state is not null
       or new.mail_state_at is not null or new.mail_error is not null then
      raise exception 'Deliveries, visits and unsubscriptions are recorded by the mail service only'
        using errcode = '42501';
    end if;
  elsif new.unsubscribed_at is distinct from old.unsubscribed_at
     or new.visited_at is distinct from old.visited_at
     or new.mail_state is distinct from old.mail_state
     or new.mail_state_at is distinct from old.mail_state_at
     or new.mail_error is distinct from old.mail_error then
    raise exception 'Deliveries, visits and unsubscriptions are recorded by the mail service only'
      using errcode = '42501';
  end if;
  return new;
end $function$;

grant execute on function private.guard_guest_mail_columns() to public;
