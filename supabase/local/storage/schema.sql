-- Local storage service: additions to the storage schema of db/platform.sql, as hosted Supabase
-- has them. Idempotent; loaded after platform.sql at every start, never by `supabase db push`.

-- Hosted storage keeps objects.updated_at current with a trigger, whoever updates the row.
-- https://github.com/supabase/storage/blob/master/migrations/tenant/0011-add-trigger-to-auto-update-updated_at-column.sql
create or replace function storage.update_updated_at_column() returns trigger language plpgsql as $$
begin
  new.updated_at = now();
  return new;
end $$;

do $$
begin
  if not exists (
    select 1 from pg_trigger where tgname = 'update_objects_updated_at' and tgrelid = 'storage.objects'::regclass
  ) then
    create trigger update_objects_updated_at before update on storage.objects
      for each row execute function storage.update_updated_at_column();
  end if;
end $$;
