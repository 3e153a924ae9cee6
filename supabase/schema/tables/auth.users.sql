-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table auth.users: the platform's; only what the migrations add to it (and remove from it) is shown.

CREATE TRIGGER sync_public_user AFTER INSERT OR UPDATE OF email ON auth.users FOR EACH ROW EXECUTE FUNCTION private.sync_user_from_auth();
