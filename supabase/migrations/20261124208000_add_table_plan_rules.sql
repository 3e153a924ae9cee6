-- Seating wishes for the optimiser ('Seat together' with a weight, 'Keep apart'), kept with the
-- event's plan, and whether guests may look up their table on the public page.
--   rules: {"together": [{"keys": [person keys…], "weight": 1..100}], "apart": [{"keys": […]}]}
-- A person key is the plan's own reference (g:{guestId} or p:{guestId}:{plus-one name}).

create function private.is_valid_seating_rules(p_rules jsonb) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  rule jsonb;
  kind text;
begin
  if jsonb_typeof(p_rules) is distinct from 'object'
     or exists (select 1 from jsonb_object_keys(p_rules) k where k not in ('together', 'apart')) then
    return false;
  end if;
  foreach kind in array array['together', 'apart'] loop
    if p_rules ? kind then
      if jsonb_typeof(p_rules -> kind) <> 'array' or jsonb_array_length(p_rules -> kind) > 500 then
        return false;
      end if;
      for rule in select value from jsonb_array_elements(p_rules -> kind) loop
        if jsonb_typeof(rule) <> 'object'
           or jsonb_typeof(rule -> 'keys') is distinct from 'array'
           or jsonb_array_length(rule -> 'keys') not between 2 and 50
           or exists (select 1 from jsonb_array_elements(rule -> 'keys') k
                      where jsonb_typeof(k) <> 'string' or length(k #>> '{}') > 300)
           or (kind = 'together' and (jsonb_typeof(rule -> 'weight') is distinct from 'number'
                                      or (rule ->> 'weight')::numeric not between 1 and 100)) then
          return false;
        end if;
      end loop;
    end if;
  end loop;
  return true;
end $$;

alter table public.table_plans
  add column rules jsonb not null default '{"together": [], "apart": []}'::jsonb,
  add column published boolean not null default false,
  add constraint table_plans_rules_shape check (private.is_valid_seating_rules(rules));
