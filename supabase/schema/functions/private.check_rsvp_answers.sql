-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.check_rsvp_answers

CREATE OR REPLACE FUNCTION private.check_rsvp_answers(p_event_id uuid, p_answers jsonb, p_party integer)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  questions jsonb;
  given record;
  question jsonb;
  one jsonb;
begin
  if jsonb_typeof(p_answers) is distinct from 'object' then
    raise exception 'Réponses invalides.' using errcode = 'EV041', hint = 'unknown_question';
  end if;
  select coalesce(e."siteContent" -> 'questions', '[]') into questions from public.events e where e.id = p_event_id;
  for given in select e.key, e.value from jsonb_each(p_answers) e loop
    select q.value into question from jsonb_array_elements(coalesce(questions, '[]')) q
    where q.value ->> 'id' = given.key;
    if question is null then
      raise exception 'Cette question n''existe pas pour cet événement.'
        using errcode = 'EV041', hint = 'unknown_question';
    end if;
    if question ->> 'per' = 'attendee' then
      if jsonb_typeof(given.value) <> 'array' or jsonb_array_length(given.value) > greatest(p_party, 1) then
        raise exception 'Une réponse est attendue pour chaque personne.'
          using errcode = 'EV041', hint = 'unknown_question';
      end if;
    elsif jsonb_typeof(given.value) = 'array' then
      raise exception 'Une seule réponse est attendue pour le groupe.'
        using errcode = 'EV041', hint = 'unknown_question';
    end if;
    for one in
      select v.value from jsonb_array_elements(
        case when jsonb_typeof(given.value) = 'array' then given.value else jsonb_build_array(given.value) end) v
    loop
      continue when jsonb_typeof(one) = 'null';
      case question ->> 'kind'
        when 'menu' then
          if jsonb_typeof(one) <> 'string' or not (question -> 'options') @> jsonb_build_array(one) then
            raise exception 'Ce choix n''est pas proposé.' using errcode = 'EV042', hint = 'unknown_option';
          end if;
        when 'dietary', 'text' then
          if jsonb_typeof(one) <> 'string' then
            raise exception 'Réponses invalides.' using errcode = 'EV041', hint = 'unknown_question';
          end if;
          if char_length(one #>> '{}') > 500 then
            raise exception 'Une réponse fait au plus 500 caractères.' using errcode = 'EV043', hint = 'answer_too_long';
          end if;
        else
          if jsonb_typeof(one) <> 'boolean' then
            raise exception 'Réponses invalides.' using errcode = 'EV041', hint = 'unknown_question';
          end if;
      end case;
    end loop;
  end loop;
end $function$;

revoke execute on function private.check_rsvp_answers(p_event_id uuid, p_answers jsonb, p_party integer) from public;
