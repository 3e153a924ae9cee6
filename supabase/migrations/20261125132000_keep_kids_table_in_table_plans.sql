-- The kids table, kept with the plan. Kids sit at the kids table (SPEC §5) unless the organiser
-- seats them with their parents; those sit at the plan's tables and are in `tables` like everyone
-- else. The kids table is kept as tables are (names, and the plan's keys beside them), with its
-- name, so the printed plan, the place cards and 'Trouver ma table' all see the same table:
--   kids_table: {"name": text, "guests": [names…], "keys": [person keys…], "withParents": [person keys…]}
-- find_my_table answers a kid at the kids table with the kids table's name; its limits are the
-- same as before (a kid found is a hit, a miss is counted as any miss).

-- Nested ifs: SQL does not promise to evaluate an `or` left to right, and jsonb_array_length
-- raises on anything but an array.
create function private.is_valid_kids_table(p_kids jsonb) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  field text;
begin
  if jsonb_typeof(p_kids) is distinct from 'object' then
    return false;
  end if;
  if exists (select 1 from jsonb_object_keys(p_kids) k where k not in ('name', 'guests', 'keys', 'withParents')) then
    return false;
  end if;
  if p_kids ? 'name' then
    if jsonb_typeof(p_kids -> 'name') <> 'string' then
      return false;
    end if;
    if char_length(p_kids ->> 'name') > 100 then
      return false;
    end if;
  end if;
  foreach field in array array['guests', 'keys', 'withParents'] loop
    if p_kids ? field then
      if jsonb_typeof(p_kids -> field) <> 'array' then
        return false;
      end if;
      if jsonb_array_length(p_kids -> field) > 2000 then
        return false;
      end if;
      if exists (select 1 from jsonb_array_elements(p_kids -> field) e
                 where jsonb_typeof(e) <> 'string' or char_length(e #>> '{}') > 300) then
        return false;
      end if;
    end if;
  end loop;
  return true;
end $$;

alter table public.table_plans
  add column kids_table jsonb not null default '{}'::jsonb,
  add constraint table_plans_kids_table_shape check (private.is_valid_kids_table(kids_table)),
  add constraint table_plans_kids_table_too_long check (octet_length(kids_table::text) <= 1000000);

-- Plans saved until now seated every kid of a guest still coming at the kids table.
update public.table_plans t
set kids_table = jsonb_build_object('name', 'Kids table', 'guests', coalesce((
  select jsonb_agg(kid.value ->> 'name' order by g.name, g.created_at, g.id, kid.position)
  from public.guests g
  cross join lateral jsonb_array_elements(g.plus_ones) with ordinality kid(value, position)
  where g.event_id = t.event_id and g.status <> 'declined' and kid.value ->> 'age' = 'kid'
), '[]'::jsonb));

-- [{table_name}] for a seated name, [] otherwise, as before; the kids table comes after the tables.
create or replace function public.find_my_table(p_event_ref text, p_name text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_event uuid := private.resolve_event_ref(p_event_ref);
  v_name text := private.comparable_name(p_name);
  v_tables jsonb;
  v_kids jsonb;
  v_table text;
  wait integer;
begin
  if v_event is null or v_name = '' or length(p_name) > 200 then
    return '[]'::jsonb;
  end if;
  select t.tables, t.kids_table into v_tables, v_kids
  from public.table_plans t where t.event_id = v_event and t.published;
  if v_tables is null then
    return '[]'::jsonb;
  end if;
  -- Tables in their number order; homonyms get the first table that seats their name.
  select coalesce(nullif(btrim(t.value ->> 'name'), ''), 'Table ' || t.key) into v_table
  from jsonb_each(v_tables) t
  cross join lateral jsonb_array_elements_text(
    case when jsonb_typeof(t.value -> 'guests') = 'array' then t.value -> 'guests' else '[]'::jsonb end) g(name)
  where private.comparable_name(g.name) = v_name
  order by case when t.key ~ '^[0-9]{1,9}$' then t.key::integer end, t.key
  limit 1;
  if v_table is null and exists (
    select 1
    from jsonb_array_elements_text(
      case when jsonb_typeof(v_kids -> 'guests') = 'array' then v_kids -> 'guests' else '[]'::jsonb end) k(name)
    where private.comparable_name(k.name) = v_name
  ) then
    v_table := coalesce(nullif(btrim(v_kids ->> 'name'), ''), 'Kids table');
  end if;
  wait := private.judge_guess('table_lookup', v_event::text, v_table is not null, 20, 300, 100,
                              interval '10 minutes');
  if wait is not null then
    return private.too_many_attempts(wait);
  end if;
  if v_table is null then
    return '[]'::jsonb;
  end if;
  return jsonb_build_array(jsonb_build_object('table_name', v_table));
end $$;
