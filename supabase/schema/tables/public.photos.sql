-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table public.photos

create table public.photos (
  id uuid default gen_random_uuid() not null,
  event_id uuid not null,
  url text not null,
  uploader_name text,
  caption text,
  public boolean default false not null,
  uploaded_at timestamp with time zone default now() not null,
  published_at timestamp with time zone,
  file_problem text,
  constraint photos_pkey PRIMARY KEY (id),
  constraint photos_url_key UNIQUE (url),
  constraint photos_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE,
  constraint photos_caption_too_long CHECK ((char_length(caption) <= 500)),
  constraint photos_file_problem_known CHECK ((file_problem = 'not_an_image'::text)),
  constraint photos_uploader_name_too_long CHECK ((char_length(uploader_name) <= 100)),
  constraint photos_url_in_event_folder CHECK (((split_part(url, '/'::text, 2) = (event_id)::text) AND (split_part(url, '/'::text, 3) = 'photos'::text))),
  constraint photos_url_too_long CHECK ((char_length(url) <= 2048))
);

CREATE INDEX photos_event_idx ON public.photos USING btree (event_id, uploaded_at DESC);

CREATE INDEX photos_published_idx ON public.photos USING btree (event_id, published_at DESC) WHERE public;

alter table public.photos enable row level security;

create policy "photos: members and admins" on public.photos
  for all
  to authenticated
  using ((public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)))
  with check ((public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)));

CREATE TRIGGER keep_photo_copies_with_public_photos BEFORE DELETE OR UPDATE OF public, url ON public.photos FOR EACH ROW EXECUTE FUNCTION private.keep_photo_copies_with_public_photos();

CREATE TRIGGER keep_refused_photos_private BEFORE INSERT OR UPDATE ON public.photos FOR EACH ROW EXECUTE FUNCTION private.keep_refused_photos_private();

CREATE TRIGGER nudge_photo_walls_delete AFTER DELETE ON public.photos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.nudge_on_photo_delete();

CREATE TRIGGER nudge_photo_walls_insert AFTER INSERT ON public.photos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.nudge_on_photo_insert();

CREATE TRIGGER nudge_photo_walls_update AFTER UPDATE ON public.photos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.nudge_on_photo_update();

CREATE TRIGGER require_photo_sharing_module BEFORE INSERT ON public.photos FOR EACH ROW EXECUTE FUNCTION private.require_module('photo-sharing');

CREATE TRIGGER stamp_photo_publication BEFORE INSERT OR UPDATE ON public.photos FOR EACH ROW EXECUTE FUNCTION private.stamp_photo_publication();

grant select, insert, update, delete, maintain on table public.photos to authenticated;

grant all on table public.photos to service_role;
