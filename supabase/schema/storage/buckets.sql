-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- storage buckets

insert into storage.buckets (id, allowed_mime_types, avif_autodetection, file_size_limit, name, public)
values ('media', array['image/jpeg', 'image/png', 'image/webp'], false, 10485760, 'media', false);

insert into storage.buckets (id, allowed_mime_types, avif_autodetection, file_size_limit, name, public)
values ('public-media', array['image/jpeg', 'image/png', 'image/webp'], false, 10485760, 'public-media', true);
