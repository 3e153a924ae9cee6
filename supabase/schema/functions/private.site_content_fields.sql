-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.site_content_fields

CREATE OR REPLACE FUNCTION private.site_content_fields()
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select '{
    "programme": {"id": "value", "title": "line", "at": "value", "place": "line", "address": "line", "description": "text"},
    "sections":  {"id": "value", "title": "line", "text": "text", "visible": "value"},
    "faq":       {"id": "value", "question": "line", "answer": "text"},
    "questions": {"id": "value", "kind": "value", "label": "line", "per": "value", "required": "value",
                  "options": "lines", "item": "value", "vegetarian": "lines"}
  }'::jsonb
$function$;

grant execute on function private.site_content_fields() to public;
