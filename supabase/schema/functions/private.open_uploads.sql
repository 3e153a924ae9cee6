-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.open_uploads

CREATE OR REPLACE FUNCTION private.open_uploads(p_event_ref text, p_code text, OUT event public.events, OUT failure jsonb)
 RETURNS record
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found_id uuid := private.resolve_event_ref(p_event_ref);
  scope text := coalesce(found_id::text, 'ref:' || lower(left(btrim(coalesce(p_event_ref, '')), 200)));
  found public.events;
  hit boolean;
  wait integer;
begin
  select * into found from public.events e where e.id = found_id;
  -- Digests of both are compared whole: how long it takes says nothing of how much matched.
  hit := found.id is not null
    and sha256(convert_to(coalesce(p_code, ''), 'UTF8'))
        = sha256(convert_to(coalesce(found."photoSharingSettings" ->> 'upload_code', ''), 'UTF8'))
    and coalesce(p_code, '') ~ '^[A-Z0-9]{6}$';
  wait := private.judge_guess('upload_code', scope, hit, 10, 200, 100, interval '15 minutes');
  if wait is not null then
    failure := private.too_many_attempts(wait);
    return;
  end if;
  if not hit then
    failure := private.answer_error('EV001', 'Code invalide', 'invalid_upload_code');
    return;
  end if;
  if not coalesce((found."photoSharingSettings" ->> 'public')::boolean, false)
     or not private.module_enabled(found.id, 'photo-sharing') then
    raise exception 'L''upload est désactivé.' using errcode = 'EV002', hint = 'upload_disabled';
  end if;
  event := found;
end $function$;

revoke execute on function private.open_uploads(p_event_ref text, p_code text, OUT event public.events, OUT failure jsonb) from public;
