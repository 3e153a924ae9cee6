-- The kids table's name is shown to guests ('Trouver ma table': "Votre table : …", the place
-- cards), who read the site in French: without a name of the organisers', it is 'Table des
-- enfants', not the English 'Kids table' it was. The organisers still rename it as they like.
-- find_my_table keeps its own fallback for a blank name; a plan can no longer be saved without
-- one, so that fallback is never reached.

-- The kids table with the French default for an absent or blank name; anything else as it is
-- (a name that is not a string is left for table_plans_kids_table_shape to refuse).
create function private.name_kids_table(p_kids jsonb) returns jsonb
language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(p_kids) = 'object'
      and (not p_kids ? 'name' or (jsonb_typeof(p_kids -> 'name') = 'string' and btrim(p_kids ->> 'name') = ''))
    then p_kids || '{"name": "Table des enfants"}'::jsonb
    else p_kids end
$$;

create function private.name_kids_table_on_save() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.kids_table := private.name_kids_table(new.kids_table);
  return new;
end $$;

create trigger table_plans_name_kids_table
  before insert or update of kids_table on public.table_plans
  for each row execute function private.name_kids_table_on_save();

-- Plans saved until now: a kids table still named the English default (the organisers never
-- renamed it), or not named at all, takes the French default.
update public.table_plans
set kids_table = private.name_kids_table(
  case when kids_table ->> 'name' = 'Kids table' then kids_table - 'name' else kids_table end)
where jsonb_typeof(kids_table) = 'object'
  and (kids_table ->> 'name' = 'Kids table' or private.name_kids_table(kids_table) <> kids_table);
