-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table private.photo_upload_grants

create table private.photo_upload_grants (
  path text not null,
  event_id uuid not null,
  expires_at timestamp with time zone not null,
  uploaded_at timestamp with time zone,
  rendition_uploaded_at timestamp with time zone,
  constraint photo_upload_grants_pkey PRIMARY KEY (path),
  constraint photo_upload_grants_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE
);

CREATE INDEX photo_upload_grants_event_idx ON private.photo_upload_grants USING btree (event_id);

alter table private.photo_upload_grants enable row level security;

CREATE TRIGGER photo_upload_grants_within_quota BEFORE INSERT ON private.photo_upload_grants FOR EACH ROW EXECUTE FUNCTION private.refuse_uploads_past_quota();
