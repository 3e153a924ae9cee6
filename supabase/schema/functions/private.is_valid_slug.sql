-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.is_valid_slug

CREATE OR REPLACE FUNCTION private.is_valid_slug(p_slug text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select p_slug ~* '^[a-z0-9](?:[a-z0-9_-]{0,98}[a-z0-9])?$'
     and p_slug !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     and lower(p_slug) not in ('admin', 'login', 'auth', 'api', 'assets', '404', 'complete-profile',
                               'accept-invitation', 'rest', 'storage', 'realtime', 'functions')
$function$;

grant execute on function private.is_valid_slug(p_slug text) to public;
