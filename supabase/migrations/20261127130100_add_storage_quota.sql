-- Storage within the project's plan. Supabase Free stores 1 GB of files for the whole project
-- (https://supabase.com/docs/guides/platform/billing-on-supabase, https://supabase.com/pricing);
-- past it uploads fail with a storage error a guest cannot read. So:
--   private.storage_plan     what the plan allows, one row; a Pro project sets its own, e.g.
--                            update private.storage_plan set quota_bytes = 100 * 1024^3;
--   get_storage_usage        the organisers' gauge: their event's photos, the project's files, the quota
--   a trigger on private.photo_upload_grants  refuses a guest's upload that would pass the quota,
--                            in French, before any file is sent (beside authorize_photo_uploads,
--                            which is left as it is).
--
-- Error codes:
--   EV080 storage_full  the photos a guest chose would not fit in what the plan allows

create table private.storage_plan (
  id boolean primary key default true check (id),
  quota_bytes bigint not null default 1073741824 check (quota_bytes > 0)
);
alter table private.storage_plan enable row level security;
insert into private.storage_plan default values on conflict do nothing;

-- What a photo not yet sent is counted for: more than the ≤ 1920 px WebP the upload page makes
-- and its ≤ 480 px rendition take (docs/deploy.md measures them), so a batch cannot overshoot.
create function private.photo_reserve_bytes() returns bigint
language sql immutable as $$ select 1048576::bigint $$;

create function private.project_stored_bytes() returns bigint
language sql stable security definer set search_path = '' as $$
  select coalesce(sum((o.metadata ->> 'size')::bigint), 0)::bigint from storage.objects o
$$;
revoke execute on function private.project_stored_bytes() from public, anon, authenticated;

create function private.event_photo_bytes(p_event_id uuid) returns bigint
language sql stable security definer set search_path = '' as $$
  -- {creatorId}/{eventId}/photos/… in both buckets: the private file and its public copy, with renditions.
  select coalesce(sum((o.metadata ->> 'size')::bigint), 0)::bigint from storage.objects o
  where o.bucket_id in ('media', 'public-media')
    and split_part(o.name, '/', 2) = p_event_id::text
    and split_part(o.name, '/', 3) = 'photos'
$$;
revoke execute on function private.event_photo_bytes(uuid) from public, anon, authenticated;

-- The shared-photos screen's gauge: {event_photo_bytes, project_bytes, quota_bytes}.
create function public.get_storage_usage(p_event_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is null or not (public.is_event_member(p_event_id) or public.is_global_admin()) then
    raise exception 'Only the organisers of this event can see its storage' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'event_photo_bytes', private.event_photo_bytes(p_event_id),
    'project_bytes', private.project_stored_bytes(),
    'quota_bytes', (select quota_bytes from private.storage_plan));
end $$;
revoke execute on function public.get_storage_usage(uuid) from public, anon;
grant execute on function public.get_storage_usage(uuid) to authenticated;

-- Each grant is one photo about to be sent: it must fit with what is stored and what other
-- grants still hold.
create function private.refuse_uploads_past_quota() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  held bigint;
begin
  select count(*) * private.photo_reserve_bytes() into held
  from private.photo_upload_grants g
  where g.uploaded_at is null and g.expires_at > now();
  if private.project_stored_bytes() + held + private.photo_reserve_bytes()
     > (select quota_bytes from private.storage_plan) then
    raise exception 'L''espace photo de cet événement est plein : vos photos ne peuvent pas être envoyées. Prévenez les organisateurs.'
      using errcode = 'EV080', hint = 'storage_full';
  end if;
  return new;
end $$;
revoke execute on function private.refuse_uploads_past_quota() from public, anon, authenticated;

create trigger photo_upload_grants_within_quota
  before insert on private.photo_upload_grants
  for each row execute function private.refuse_uploads_past_quota();
