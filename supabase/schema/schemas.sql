-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- schemas, extensions, default privileges and publications: the platform's; only what the migrations add to it (and remove from it) is shown.

create schema private;

grant usage on schema private to anon, authenticated, service_role;
