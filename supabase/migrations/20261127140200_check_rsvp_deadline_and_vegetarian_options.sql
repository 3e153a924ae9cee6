-- Two organiser inputs the database now checks (issue 29):
--
-- * The RSVP deadline is on or before the event's day: a deadline after the wedding told guests
--   they could still answer once it was over, and timed the automatic reminder after it.
--     EV090 'The RSVP deadline must be on or before the event date.'   rsvp_deadline_after_event
--   The event's instant has no time zone of its own; its day is read as the latest calendar day
--   it falls on anywhere (UTC+14), so no organiser is refused the very day of their event.
--   Only a change of either column is checked, so events saved before keep saving.
--
-- * A menu question may mark some of its options vegetarian ("vegetarian": [option, …]), so
--   that a guest choosing 'Végétarien' and a companion ticked vegetarian are counted as one
--   figure. Each marked option is one the menu offers; only a menu has them.
--     EV040, as for the rest of the website content.

create function private.check_rsvp_deadline() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.rsvp_deadline is not null and new.date is not null
     and new.rsvp_deadline > ((new.date at time zone 'UTC') + interval '14 hours')::date then
    raise exception 'The RSVP deadline must be on or before the event date.'
      using errcode = 'EV090', hint = 'rsvp_deadline_after_event';
  end if;
  return new;
end $$;

create trigger check_rsvp_deadline
  before insert or update of rsvp_deadline, date on public.events
  for each row execute function private.check_rsvp_deadline();

create function private.vegetarian_options_problem(p_content jsonb) returns text
language plpgsql immutable set search_path = '' as $$
declare
  entry jsonb;
  marked jsonb;
begin
  if jsonb_typeof(p_content -> 'questions') is distinct from 'array' then
    return null;
  end if;
  for entry in select value from jsonb_array_elements(p_content -> 'questions') loop
    marked := entry -> 'vegetarian';
    if marked is null or jsonb_typeof(marked) = 'null' then
      continue;
    end if;
    if entry ->> 'kind' <> 'menu' then
      return 'only a menu choice has vegetarian options';
    end if;
    if jsonb_typeof(marked) <> 'array'
       or exists (select 1 from jsonb_array_elements(marked) o
                  where jsonb_typeof(o.value) <> 'string'
                     or not coalesce((entry -> 'options') @> jsonb_build_array(o.value), false)) then
      return 'a vegetarian option is one the menu offers';
    end if;
  end loop;
  return null;
end $$;

create function private.check_vegetarian_options() returns trigger
language plpgsql set search_path = '' as $$
declare
  problem text := private.vegetarian_options_problem(new."siteContent");
begin
  if problem is not null then
    raise exception 'The website content is not valid: %', problem
      using errcode = 'EV040', hint = 'invalid_site_content';
  end if;
  return new;
end $$;

create trigger check_vegetarian_options
  before insert or update of "siteContent" on public.events
  for each row execute function private.check_vegetarian_options();
