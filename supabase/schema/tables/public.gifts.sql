-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table public.gifts

create table public.gifts (
  id uuid default gen_random_uuid() not null,
  event_id uuid not null,
  name text not null,
  description text,
  amount numeric(12,2) default 0 not null,
  image_url text,
  status public.gift_status default 'available'::public.gift_status not null,
  created_at timestamp with time zone default now() not null,
  constraint gifts_pkey PRIMARY KEY (id),
  constraint gifts_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE,
  constraint gifts_amount_check CHECK ((amount >= (0)::numeric)),
  constraint gifts_amount_finite CHECK ((amount <> 'NaN'::numeric)),
  constraint gifts_description_too_long CHECK ((char_length(description) <= 5000)),
  constraint gifts_image_in_event_folder CHECK (((image_url IS NULL) OR ((private.media_path_event(image_url) = event_id) AND (split_part(image_url, '/'::text, 3) = 'gifts'::text) AND (split_part(image_url, '/'::text, 4) <> ''::text) AND (split_part(image_url, '/'::text, 5) = ''::text)))),
  constraint gifts_image_url_too_long CHECK ((char_length(image_url) <= 2048)),
  constraint gifts_name_check CHECK ((btrim(name) <> ''::text)),
  constraint gifts_name_too_long CHECK ((char_length(name) <= 200))
);

CREATE INDEX gifts_event_idx ON public.gifts USING btree (event_id, created_at);

CREATE INDEX gifts_image_url_idx ON public.gifts USING btree (image_url) WHERE (image_url IS NOT NULL);

alter table public.gifts enable row level security;

create policy "gifts: members and admins" on public.gifts
  for all
  to authenticated
  using ((public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)))
  with check ((public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)));

CREATE TRIGGER empty_gift_image_is_none BEFORE INSERT OR UPDATE OF image_url ON public.gifts FOR EACH ROW EXECUTE FUNCTION private.empty_gift_image_is_none();

CREATE TRIGGER record_reservation_undone AFTER UPDATE OF status ON public.gifts FOR EACH ROW WHEN (old.status = 'purchased'::public.gift_status AND new.status = 'available'::public.gift_status) EXECUTE FUNCTION private.record_reservation_undone();

CREATE TRIGGER require_gifts_module BEFORE INSERT ON public.gifts FOR EACH ROW EXECUTE FUNCTION private.require_module('gifts');

grant select, insert, update, delete, maintain on table public.gifts to authenticated;

grant all on table public.gifts to service_role;
