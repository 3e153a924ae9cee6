-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.event_photo_bytes

CREATE OR REPLACE FUNCTION private.event_photo_bytes(p_event_id uuid)
 RETURNS bigint
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- {creatorId}/{eventId}/photos/… in both buckets: the private file and its public copy, with renditions.
  select coalesce(sum((o.metadata ->> 'size')::bigint), 0)::bigint from storage.objects o
  where o.bucket_id in ('media', 'public-media')
    and split_part(o.name, '/', 2) = p_event_id::text
    and split_part(o.name, '/', 3) = 'photos'
$function$;

revoke execute on function private.event_photo_bytes(p_event_id uuid) from public;
