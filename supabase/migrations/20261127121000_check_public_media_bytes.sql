-- Issue 28: what reaches the public bucket, and how long a URL of the private one lives.
--
-- G4 — guests' bytes were never checked: HTML declared image/webp was stored as a photo and as its
-- rendition, and with 'Auto-publish guest photos' the copy job put it on `public-media` for a
-- year. Whoever copies a file to `public-media` (the job api/copy-public-photos, the team's
-- browser when it publishes) now reads its first bytes and copies only a JPEG, PNG or WebP that is
-- what it says (src/kernel/file-signature.ts). A file that fails is refused here, once:
-- refuse_public_copy(path) remembers it (the job never tries it again) and, for a photo, flags the
-- row (`file_problem` 'not_an_image') and takes it off the page; a flagged photo cannot be
-- published (EV070), and the shared-photos screen tells the organisers why. The local storage
-- server also refuses such an upload from a guest (supabase/local/storage); hosted storage does not
-- look at the bytes, so the check before copying is what holds there.
--
-- F8 — ten-year signed URLs outlived unpublishing: anyone could sign a published photo of the
-- private bucket `media` for any lifetime, and a signed URL cannot be revoked. Anonymous visitors
-- now read nothing of `media`: the public page shows only the copies in `public-media`, which
-- leave that bucket before a photo is unpublished (EV050), so after unpublishing every URL an
-- anonymous visitor can build answers 404. Images still without a copy (uploaded before the
-- bucket, or whose copy failed in the team's browser: gift images and backgrounds as well as
-- photos) are copied by the same every-minute job: media_awaiting_public_copy.
--
-- Error code: EV070 (file_not_an_image).

-- ---------------------------------------------------------------- F8: no anonymous reads of `media`
drop policy "media: anyone reads what the public page shows" on storage.objects;

-- ---------------------------------------------------------------- G4: refused files
alter table public.photos add column file_problem text
  constraint photos_file_problem_known check (file_problem in ('not_an_image'));

create table private.refused_public_copies (
  path text primary key,
  refused_at timestamptz not null default now()
);
-- Nobody reads or writes it through the API: RLS on with no policy, grants revoked.
alter table private.refused_public_copies enable row level security;
revoke all on private.refused_public_copies from public, anon, authenticated;

-- The team cannot clear the flag (only the service role, after looking at the file); setting it
-- takes the photo off the page, and a flagged photo is never published.
create function private.keep_refused_photos_private() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and old.file_problem is not null and new.file_problem is null
     and not private.is_trusted_caller() then
    new.file_problem := old.file_problem;
  end if;
  if new.file_problem is not null and new.public then
    if tg_op = 'UPDATE' and old.file_problem is null then
      -- Unpublished by the flag: its public copy, if any, must have gone first (as for EV050).
      if private.has_public_copy(old.url) then
        raise exception 'Remove the photo''s public copy first'
          using errcode = 'EV050', hint = 'public_copy_exists';
      end if;
      new.public := false;
    else
      raise exception 'This file is not an image: it cannot be published'
        using errcode = 'EV070', hint = 'file_not_an_image';
    end if;
  end if;
  return new;
end $$;

-- Before stamp_photo_publication (triggers fire in name order), so an unpublished photo's date goes.
create trigger keep_refused_photos_private before insert or update on public.photos
  for each row execute function private.keep_refused_photos_private();

-- Called by whoever found that `p_path`'s bytes are not what the public bucket takes: the job
-- (service role) or a member of the path's event publishing from the browser.
create function public.refuse_public_copy(p_path text) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  if p_path is null then
    return;
  end if;
  -- Security definer: the caller is told by its token (current_user is this function's owner).
  if not (coalesce(auth.role(), '') = 'service_role' or private.can_write_event_media(p_path)) then
    raise exception 'Not allowed' using errcode = '42501';
  end if;
  insert into private.refused_public_copies (path) values (p_path) on conflict (path) do nothing;
  -- A public copy the team's browser made before must go first (EV050): the caller removes it.
  update public.photos set file_problem = 'not_an_image'
  where url = p_path and file_problem is null;
end $$;
revoke execute on function public.refuse_public_copy(text) from public, anon;
grant execute on function public.refuse_public_copy(text) to authenticated, service_role;

-- ---------------------------------------------------------------- the copy job's queue
-- Every file the public page shows now (private.is_public_media: a published photo, a gift's
-- image, the background, each while its module is on) whose file is stored in `media`, that has
-- no public copy and was not refused; newest first, bounded. For the service role only.
create function public.media_awaiting_public_copy(p_limit integer default 20)
returns table (url text)
language sql stable security definer set search_path = '' as $$
  select c.url
  from (
    select p.url, p.published_at as at from public.photos p where p.public and p.file_problem is null
    union
    select g.image_url, g.created_at from public.gifts g where g.image_url is not null
    union
    select e."websiteSettings" ->> 'bg_image', e.created_at from public.events e
    where coalesce(e."websiteSettings" ->> 'bg_image', '') <> ''
  ) c
  where exists (select 1 from storage.objects o where o.bucket_id = 'media' and o.name = c.url)
    and not exists (select 1 from storage.objects o where o.bucket_id = 'public-media' and o.name = c.url)
    and not exists (select 1 from private.refused_public_copies r where r.path = c.url)
    and private.is_public_media(c.url)
  order by c.at desc nulls last, c.url
  limit least(greatest(coalesce(p_limit, 20), 0), 100)
$$;
revoke execute on function public.media_awaiting_public_copy(integer) from public, anon, authenticated;
grant execute on function public.media_awaiting_public_copy(integer) to service_role;

-- Whether the public page still shows `p_path` (the job checks again after its copy). Service role.
create function public.is_shown_publicly(p_path text) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_public_media(p_path)
$$;
revoke execute on function public.is_shown_publicly(text) from public, anon, authenticated;
grant execute on function public.is_shown_publicly(text) to service_role;

-- As add_photos_awaiting_public_copy defined it, without refused files (kept for callers of the
-- former job; media_awaiting_public_copy is the job's queue now).
create or replace function public.photos_awaiting_public_copy(p_limit integer default 20)
returns table (url text)
language sql stable security definer set search_path = '' as $$
  select p.url
  from public.photos p
  where p.public and p.file_problem is null
    and exists (select 1 from storage.objects o where o.bucket_id = 'media' and o.name = p.url)
    and not exists (select 1 from storage.objects o where o.bucket_id = 'public-media' and o.name = p.url)
    and not exists (select 1 from private.refused_public_copies r where r.path = p.url)
  order by p.published_at desc nulls last, p.id
  limit least(greatest(coalesce(p_limit, 20), 0), 100)
$$;
