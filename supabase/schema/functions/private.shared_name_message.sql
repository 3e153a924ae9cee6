-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.shared_name_message

CREATE OR REPLACE FUNCTION private.shared_name_message()
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select 'Plusieurs invités portent ce nom. Pour répondre, ouvrez le lien personnel reçu avec votre invitation, '
      || 'ou contactez les organisateurs.'
$function$;

revoke execute on function private.shared_name_message() from public;
