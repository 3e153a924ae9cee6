-- RSVP answers only through the personal link, and no guessing between two guests of one name
-- (issues 28 G2 and 29).
--
-- - find_rsvp_guest (the name path) never answers the guest's stored rsvp_answers: anyone who
--   knows a name can type it, and the answers hold dietary needs and free text (health, at
--   times). It answers an empty set instead ({}): the guest answers the questions again, and
--   the ticket it hands out can only replace the stored answers (submit_rsvp returns none).
--   open_rsvp_invitation (the personal link, 128 random bits) still answers them.
-- - When the typed name is that of several guests (any case, blanks trimmed), the name path
--   opens none of them (the spec's first match is kept for a name only one guest has), and
--   says so, pointing to the personal link:
--     EV060 'Plusieurs invités portent ce nom. …'   name_shared
--   A shared name is a listed name: it is a hit for the look-up limits, not a miss.

-- What the name path answers for a found guest: as the personal link's answer, answers left out.
create function private.rsvp_name_answer(p_guest public.guests) returns jsonb
language sql volatile security definer set search_path = '' as $$
  select jsonb_set(private.rsvp_lookup_answer(p_guest), '{0,rsvp_answers}', '{}'::jsonb)
$$;
revoke execute on function private.rsvp_name_answer(public.guests) from public;

create function private.shared_name_message() returns text
language sql immutable set search_path = '' as $$
  select 'Plusieurs invités portent ce nom. Pour répondre, ouvrez le lien personnel reçu avec votre invitation, '
      || 'ou contactez les organisateurs.'
$$;
revoke execute on function private.shared_name_message() from public;

-- As before (count_only_guest_misses): one guest by that name gets its answer, without its answers;
-- several get EV060.
create or replace function public.find_rsvp_guest(p_event_id uuid, p_name text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  found public.guests;
  matches integer;
  wait integer;
begin
  perform private.require_guests_module(p_event_id);
  if private.comparable_name(p_name) = '' then
    return '[]'::jsonb;
  end if;
  select count(*) into matches from public.guests g
  where g.event_id = p_event_id and private.comparable_name(g.name) = private.comparable_name(p_name);
  select g.* into found from public.guests g
  where g.event_id = p_event_id and private.comparable_name(g.name) = private.comparable_name(p_name)
  order by g.created_at, g.id
  limit 1;
  wait := private.judge_guess('rsvp_lookup', p_event_id::text, found.id is not null, 20, 300, 100,
                              interval '10 minutes');
  if wait is not null then
    return private.too_many_attempts(wait);
  end if;
  if found.id is null then
    return '[]'::jsonb;
  end if;
  if matches > 1 then
    return private.answer_error('EV060', private.shared_name_message(), 'name_shared');
  end if;
  return private.rsvp_name_answer(found);
end $$;
