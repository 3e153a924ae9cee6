-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.sync_user_from_auth

CREATE OR REPLACE FUNCTION private.sync_user_from_auth()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  profile jsonb;
begin
  -- Accounts without an e-mail (phone, anonymous) have no place in the organisers' directory.
  if new.email is null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    profile := case
      when jsonb_typeof(meta -> 'name') = 'object' then
        jsonb_build_object('first', meta -> 'name' ->> 'first', 'last', meta -> 'name' ->> 'last')
      else jsonb_build_object('first', meta ->> 'first_name', 'last', meta ->> 'last_name')
    end;
    insert into public.users (id, email, name)
    values (new.id, lower(new.email), jsonb_strip_nulls(profile))
    on conflict (id) do update set email = excluded.email;
  elsif new.email is distinct from old.email then
    update public.users set email = lower(new.email) where id = new.id;
    if not found then
      insert into public.users (id, email) values (new.id, lower(new.email));
    end if;
  end if;
  return null;
end $function$;

grant execute on function private.sync_user_from_auth() to public;
