-- Find my table: once the organiser publishes the table plan, a guest types their name on the
-- public page and learns the name of their table, and nothing else. The lookup is counted per
-- client and event like the RSVP name lookup (EV013 past the limit), and answers nothing at all
-- while the plan is not published.

-- get_public_event gains whether the lookup is offered, so the page still needs one round trip.
drop function public.get_public_event(text);

create function public.get_public_event(p_ref text)
returns table (
  id uuid,
  slug text,
  name text,
  type public.event_type,
  date timestamptz,
  location text,
  spouse1 text,
  spouse2 text,
  person text,
  "websiteSettings" jsonb,
  "moduleActivation" jsonb,
  photo_uploads_open boolean,
  gifts jsonb,
  photos jsonb,
  table_plan_published boolean
)
language plpgsql stable security definer set search_path = '' as $$
declare
  ref text := btrim(coalesce(p_ref, ''));
  found_id uuid;
begin
  if ref ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    found_id := ref::uuid;
  elsif position('.' in ref) > 0 then
    select d.event_id into found_id from public.custom_domains d where lower(d.domain) = lower(ref);
  else
    select e.id into found_id from public.events e where lower(e.slug) = lower(ref);
  end if;

  return query
  select
    e.id, e.slug, e.name, e.type, e.date, e.location, e.spouse1, e.spouse2, e.person,
    e."websiteSettings", e."moduleActivation",
    coalesce((e."photoSharingSettings" ->> 'public')::boolean, false)
      and private.module_enabled(e.id, 'photo-sharing'),
    case when private.module_enabled(e.id, 'gifts') then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', g.id, 'name', g.name, 'description', g.description, 'amount', g.amount,
        'image_url', g.image_url, 'status', g.status) order by g.created_at, g.id)
      from public.gifts g where g.event_id = e.id), '[]'::jsonb)
    else '[]'::jsonb end,
    case when private.module_enabled(e.id, 'photo-sharing') then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'url', p.url, 'uploader_name', p.uploader_name, 'caption', p.caption,
        'uploaded_at', p.uploaded_at) order by p.uploaded_at desc, p.id)
      from public.photos p where p.event_id = e.id and p.public), '[]'::jsonb)
    else '[]'::jsonb end,
    exists (select 1 from public.table_plans t where t.event_id = e.id and t.published)
  from public.events e
  where e.id = found_id;
end $$;

create function public.find_my_table(p_event_ref text, p_name text)
returns table (table_name text)
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_event uuid := private.resolve_event_ref(p_event_ref);
  v_name text := private.comparable_name(p_name);
  v_tables jsonb;
begin
  if v_event is null or v_name = '' or length(p_name) > 200 then
    return;
  end if;
  select t.tables into v_tables from public.table_plans t where t.event_id = v_event and t.published;
  if v_tables is null then
    return;
  end if;
  perform private.require_attempts_left('table_lookup', v_event::text, 20, 300, interval '10 minutes');
  perform private.record_attempt('table_lookup', v_event::text);
  -- Tables in their number order; homonyms get the first table that seats their name.
  return query
  select coalesce(nullif(btrim(t.value ->> 'name'), ''), 'Table ' || t.key)
  from jsonb_each(v_tables) t
  cross join lateral jsonb_array_elements_text(
    case when jsonb_typeof(t.value -> 'guests') = 'array' then t.value -> 'guests' else '[]'::jsonb end) g(name)
  where private.comparable_name(g.name) = v_name
  order by case when t.key ~ '^[0-9]{1,9}$' then t.key::integer end, t.key
  limit 1;
end $$;

grant execute on function public.get_public_event(text) to anon, authenticated, service_role;
grant execute on function public.find_my_table(text, text) to anon, authenticated, service_role;
