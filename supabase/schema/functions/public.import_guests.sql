-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.import_guests

CREATE OR REPLACE FUNCTION public.import_guests(p_event_id uuid, p_guests jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  inserted integer;
begin
  if not (public.is_event_member(p_event_id) or public.is_global_admin()) then
    raise exception 'You may not add guests to this event' using errcode = '42501';
  end if;
  if jsonb_typeof(p_guests) is distinct from 'array' or jsonb_array_length(p_guests) = 0 then
    raise exception 'There are no guests to import' using errcode = '22023';
  end if;
  if jsonb_array_length(p_guests) > 2000 then
    raise exception 'At most 2,000 guests can be imported at once' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_guests) g
    where jsonb_typeof(g.value -> 'max_party_size') not in ('number', 'null')
       or (jsonb_typeof(g.value -> 'max_party_size') = 'number'
           and (g.value ->> 'max_party_size') !~ '^[0-9]{1,2}$')
  ) then
    raise exception 'An allowed party size is a whole number from 1 to 21' using errcode = '22023';
  end if;

  insert into public.guests (event_id, name, email, status, comment, plus_ones, max_party_size)
  select p_event_id,
         btrim(g.value ->> 'name'),
         nullif(btrim(g.value ->> 'email'), ''),
         coalesce(nullif(g.value ->> 'status', ''), 'pending')::public.guest_status,
         nullif(btrim(g.value ->> 'comment'), ''),
         coalesce(g.value -> 'plus_ones', '[]'::jsonb),
         (g.value ->> 'max_party_size')::integer
  from jsonb_array_elements(p_guests) with ordinality as g(value, position)
  order by g.position;
  get diagnostics inserted = row_count;
  return inserted;
end $function$;

revoke execute on function public.import_guests(p_event_id uuid, p_guests jsonb) from public;

grant execute on function public.import_guests(p_event_id uuid, p_guests jsonb) to authenticated, service_role;
