-- The guests screen's CSV import: a whole file or nothing. (The lengths its rows may have are the
-- guests_*_too_long checks of 20261125090000_limit_text_sizes.sql.)

-- CSV import: one call, one transaction, so a file that fails on any row imports nothing.
-- Security invoker: the rows go through the guests policies (members and admins of the event) and
-- the module switch trigger exactly as single inserts do; the membership check up front only turns
-- a refusal into one clear sentence before any row is read. Bounded so one call stays small.
create function public.import_guests(p_event_id uuid, p_guests jsonb) returns integer
language plpgsql volatile security invoker set search_path = '' as $$
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

  insert into public.guests (event_id, name, email, status, comment, plus_ones)
  select p_event_id,
         btrim(g.value ->> 'name'),
         nullif(btrim(g.value ->> 'email'), ''),
         coalesce(nullif(g.value ->> 'status', ''), 'pending')::public.guest_status,
         nullif(btrim(g.value ->> 'comment'), ''),
         coalesce(g.value -> 'plus_ones', '[]'::jsonb)
  from jsonb_array_elements(p_guests) with ordinality as g(value, position)
  order by g.position;
  get diagnostics inserted = row_count;
  return inserted;
end $$;

revoke execute on function public.import_guests(uuid, jsonb) from public, anon;
grant execute on function public.import_guests(uuid, jsonb) to authenticated;
