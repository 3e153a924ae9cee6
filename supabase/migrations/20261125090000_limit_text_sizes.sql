-- Every column people type into has a maximum in the database (a 5 MB todo name and a 2 MB first
-- name were stored before). The numbers are src/lib/field-limits.ts's, which the forms check first;
-- JSON columns are bounded in bytes. A longer value fails with a check constraint named
-- <table>_<column>_too_long. Gift amounts refuse NaN too ('NaN' >= 0 is true in Postgres;
-- numeric(12, 2) already refuses Infinity).

alter table public.users
  add constraint users_email_too_long check (char_length(email) <= 254),
  add constraint users_name_too_long check (
    octet_length(name::text) <= 2000
    and char_length(coalesce(name ->> 'first', '')) <= 200
    and char_length(coalesce(name ->> 'last', '')) <= 200
  );

alter table public.events
  add constraint events_name_too_long check (char_length(name) <= 200),
  add constraint events_location_too_long check (char_length(location) <= 500),
  add constraint events_person_too_long check (char_length(person) <= 200),
  add constraint events_spouse1_too_long check (char_length(spouse1) <= 200),
  add constraint events_spouse2_too_long check (char_length(spouse2) <= 200),
  add constraint events_slug_too_long check (char_length(slug) <= 100),
  add constraint events_website_settings_too_long check (octet_length("websiteSettings"::text) <= 10000),
  add constraint events_module_activation_too_long check (octet_length("moduleActivation"::text) <= 2000),
  add constraint events_photo_sharing_settings_too_long check (octet_length("photoSharingSettings"::text) <= 2000);

alter table public.gifts
  add constraint gifts_name_too_long check (char_length(name) <= 200),
  add constraint gifts_description_too_long check (char_length(description) <= 5000),
  add constraint gifts_image_url_too_long check (char_length(image_url) <= 2048),
  add constraint gifts_amount_finite check (amount <> 'NaN'::numeric);

alter table public.guests
  add constraint guests_name_too_long check (char_length(name) <= 200),
  add constraint guests_email_too_long check (char_length(email) <= 254),
  add constraint guests_comment_too_long check (char_length(comment) <= 2000),
  add constraint guests_plus_ones_too_long check (octet_length(plus_ones::text) <= 20000);

alter table public.photos
  add constraint photos_caption_too_long check (char_length(caption) <= 500),
  add constraint photos_uploader_name_too_long check (char_length(uploader_name) <= 100),
  add constraint photos_url_too_long check (char_length(url) <= 2048);

alter table public.todos
  add constraint todos_assignees_too_long check (cardinality(assignees) <= 100);

-- 500 guests on 60 tables with their keys stay far below this.
alter table public.table_plans
  add constraint table_plans_tables_too_long check (octet_length(tables::text) <= 1000000);

-- Written by triggers and the api/ functions only, bounded all the same.
alter table public.notifications
  add constraint notifications_data_too_long check (octet_length(data::text) <= 10000);
alter table public.event_activity
  add constraint event_activity_data_too_long check (octet_length(data::text) <= 10000);
