-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table public.events

create table public.events (
  id uuid default gen_random_uuid() not null,
  slug text,
  name text,
  type public.event_type not null,
  date timestamp with time zone,
  location text,
  user_id uuid,
  spouse1 text,
  spouse2 text,
  person text,
  "moduleActivation" jsonb default '{"gifts": true, "todos": true, "guests": true, "photo-sharing": true}'::jsonb not null,
  "websiteSettings" jsonb default '{}'::jsonb not null,
  "photoSharingSettings" jsonb default '{"public": false}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  rsvp_deadline date,
  auto_reminder_days smallint,
  "siteContent" jsonb default '{}'::jsonb not null,
  guest_confirmations boolean default true not null,
  rsvp_companions integer,
  constraint events_pkey PRIMARY KEY (id),
  constraint events_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL,
  constraint events_auto_publish_shape CHECK ((COALESCE(jsonb_typeof(("photoSharingSettings" -> 'auto_publish'::text)), 'boolean'::text) = 'boolean'::text)),
  constraint events_auto_reminder_days_range CHECK (((auto_reminder_days >= 1) AND (auto_reminder_days <= 60))),
  constraint events_auto_reminder_needs_deadline CHECK (((auto_reminder_days IS NULL) OR (rsvp_deadline IS NOT NULL))),
  constraint events_gift_instructions_too_long CHECK (((NOT ("websiteSettings" ? 'giftInstructions'::text)) OR ((jsonb_typeof(("websiteSettings" -> 'giftInstructions'::text)) = 'string'::text) AND (char_length(("websiteSettings" ->> 'giftInstructions'::text)) <= 1000)))),
  constraint events_location_too_long CHECK ((char_length(location) <= 500)),
  constraint events_module_activation_shape CHECK (((jsonb_typeof("moduleActivation") = 'object'::text) AND (COALESCE(jsonb_typeof(("moduleActivation" -> 'guests'::text)), 'boolean'::text) = 'boolean'::text) AND (COALESCE(jsonb_typeof(("moduleActivation" -> 'todos'::text)), 'boolean'::text) = 'boolean'::text) AND (COALESCE(jsonb_typeof(("moduleActivation" -> 'gifts'::text)), 'boolean'::text) = 'boolean'::text) AND (COALESCE(jsonb_typeof(("moduleActivation" -> 'photo-sharing'::text)), 'boolean'::text) = 'boolean'::text))),
  constraint events_module_activation_too_long CHECK ((octet_length(("moduleActivation")::text) <= 2000)),
  constraint events_name_too_long CHECK ((char_length(name) <= 200)),
  constraint events_person_too_long CHECK ((char_length(person) <= 200)),
  constraint events_photo_sharing_settings_too_long CHECK ((octet_length(("photoSharingSettings")::text) <= 2000)),
  constraint events_photo_sharing_shape CHECK (((jsonb_typeof("photoSharingSettings") = 'object'::text) AND (("photoSharingSettings" ->> 'upload_code'::text) ~ '^[A-Z0-9]{6}$'::text) AND (jsonb_typeof(("photoSharingSettings" -> 'public'::text)) = 'boolean'::text))),
  constraint events_rsvp_companions_range CHECK (((rsvp_companions >= 0) AND (rsvp_companions <= 20))),
  constraint events_site_content_too_long CHECK ((octet_length(("siteContent")::text) <= 100000)),
  constraint events_slug_format CHECK (((slug IS NULL) OR private.is_valid_slug(slug))),
  constraint events_slug_too_long CHECK ((char_length(slug) <= 100)),
  constraint events_spouse1_too_long CHECK ((char_length(spouse1) <= 200)),
  constraint events_spouse2_too_long CHECK ((char_length(spouse2) <= 200)),
  constraint events_website_settings_shape CHECK ((jsonb_typeof("websiteSettings") = 'object'::text)),
  constraint events_website_settings_too_long CHECK ((octet_length(("websiteSettings")::text) <= 10000))
);

CREATE UNIQUE INDEX events_slug_key ON public.events USING btree (lower(slug));

CREATE UNIQUE INDEX events_upload_code_key ON public.events USING btree ((("photoSharingSettings" ->> 'upload_code'::text)));

CREATE INDEX events_user_id_idx ON public.events USING btree (user_id);

alter table public.events enable row level security;

create policy "events: create when signed in" on public.events
  for insert
  to authenticated
  with check ((user_id = ( SELECT auth.uid() AS uid)));

create policy "events: delete as owner or admin" on public.events
  for delete
  to authenticated
  using ((public.is_event_owner(id) OR ( SELECT public.is_global_admin() AS is_global_admin)));

create policy "events: read as member, creator or admin" on public.events
  for select
  to authenticated
  using ((public.is_event_member(id) OR (user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_global_admin() AS is_global_admin)));

create policy "events: update as member or admin" on public.events
  for update
  to authenticated
  using ((public.is_event_member(id) OR ( SELECT public.is_global_admin() AS is_global_admin)))
  with check ((public.is_event_member(id) OR ( SELECT public.is_global_admin() AS is_global_admin)));

CREATE TRIGGER add_event_creator AFTER INSERT ON public.events FOR EACH ROW EXECUTE FUNCTION private.add_event_creator();

CREATE TRIGGER check_contact_email BEFORE INSERT OR UPDATE OF "websiteSettings" ON public.events FOR EACH ROW EXECUTE FUNCTION private.check_contact_email();

CREATE TRIGGER check_rsvp_deadline BEFORE INSERT OR UPDATE OF rsvp_deadline, date ON public.events FOR EACH ROW EXECUTE FUNCTION private.check_rsvp_deadline();

CREATE TRIGGER check_site_content BEFORE INSERT OR UPDATE OF "siteContent" ON public.events FOR EACH ROW EXECUTE FUNCTION private.check_site_content();

CREATE TRIGGER check_vegetarian_options BEFORE INSERT OR UPDATE OF "siteContent" ON public.events FOR EACH ROW EXECUTE FUNCTION private.check_vegetarian_options();

CREATE TRIGGER guard_event_update BEFORE UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION private.guard_event_update();

CREATE TRIGGER prepare_new_event BEFORE INSERT ON public.events FOR EACH ROW EXECUTE FUNCTION private.prepare_new_event();

CREATE TRIGGER record_site_published AFTER UPDATE OF "websiteSettings", "siteContent" ON public.events FOR EACH ROW WHEN (new."websiteSettings" IS DISTINCT FROM old."websiteSettings" OR new."siteContent" IS DISTINCT FROM old."siteContent") EXECUTE FUNCTION private.record_site_published();

CREATE TRIGGER remember_former_slug AFTER INSERT OR UPDATE OF slug ON public.events FOR EACH ROW EXECUTE FUNCTION private.remember_former_slug();

grant select, insert, update, maintain on table public.events to authenticated;

grant all on table public.events to service_role;
