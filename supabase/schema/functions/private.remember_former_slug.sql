-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.remember_former_slug

CREATE OR REPLACE FUNCTION private.remember_former_slug()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- The slug taken now is nobody's former slug any more (this event's, or another's).
  if new.slug is not null then
    delete from public.event_former_slugs where slug = lower(new.slug);
  end if;
  if tg_op = 'UPDATE' and old.slug is not null and lower(old.slug) is distinct from lower(new.slug) then
    insert into public.event_former_slugs (slug, event_id)
    values (lower(old.slug), new.id)
    on conflict (slug) do update set event_id = excluded.event_id, retired_at = now();
    delete from public.event_former_slugs f
    where f.event_id = new.id
      and f.id not in (
        select k.id from public.event_former_slugs k
        where k.event_id = new.id
        order by k.retired_at desc, k.id
        limit 20
      );
  end if;
  return null;
end $function$;

revoke execute on function private.remember_former_slug() from public;
