-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.require_rsvp_answers

CREATE OR REPLACE FUNCTION private.require_rsvp_answers(p_event_id uuid, p_answers jsonb, p_party integer)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  question jsonb;
  answer jsonb;
  i integer;
  blank boolean;
begin
  for question in
    select q.value from public.events e, jsonb_array_elements(coalesce(e."siteContent" -> 'questions', '[]')) q
    where e.id = p_event_id and (q.value -> 'required') = 'true'::jsonb
  loop
    answer := p_answers -> (question ->> 'id');
    if question ->> 'per' = 'attendee' then
      blank := jsonb_typeof(answer) is distinct from 'array';
      i := 0;
      while not blank and i < p_party loop
        blank := coalesce(jsonb_typeof(answer -> i), 'null') = 'null'
          or (jsonb_typeof(answer -> i) = 'string' and btrim(answer ->> i) = '');
        i := i + 1;
      end loop;
    else
      blank := coalesce(jsonb_typeof(answer), 'null') = 'null'
        or (jsonb_typeof(answer) = 'string' and btrim(answer #>> '{}') = '');
    end if;
    if blank then
      raise exception 'Merci de répondre à la question « % ».', question ->> 'label'
        using errcode = 'EV044', hint = 'answer_required';
    end if;
  end loop;
end $function$;

revoke execute on function private.require_rsvp_answers(p_event_id uuid, p_answers jsonb, p_party integer) from public;
