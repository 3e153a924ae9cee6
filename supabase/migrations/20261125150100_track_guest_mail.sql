-- Tracking and reminders for the e-mails to guests (issue 20).
--
-- - A visit is counted when a guest's personal link is opened: open_rsvp_invitation records
--   guests.visited_at (at most once a minute per guest, so reloading writes nothing). No pixel.
-- - get_public_event answers the RSVP deadline, which the public page shows.
-- - queue_automatic_reminders (the drain's schedule, service role): N days before the deadline,
--   one reminder to each guest who has not answered, has a valid address and did not
--   unsubscribe, and never got an automatic reminder before; within the same limits as a send
--   from the guests screen (those that do not fit wait for the next run).

-- As before (count_only_guest_misses), recording the visit of a found guest.
create or replace function public.open_rsvp_invitation(p_event_id uuid, p_token text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  found public.guests;
  wait integer;
begin
  perform private.require_guests_module(p_event_id);
  select g.* into found from public.guests g
  where g.event_id = p_event_id and g.invitation_token = btrim(coalesce(p_token, ''));
  wait := private.judge_guess('rsvp_lookup', p_event_id::text, found.id is not null, 20, 300, null,
                              interval '10 minutes');
  if wait is not null then
    return private.too_many_attempts(wait);
  end if;
  if found.id is null then
    return '[]'::jsonb;
  end if;
  if found.visited_at is null or found.visited_at < now() - interval '1 minute' then
    update public.guests g set visited_at = now() where g.id = found.id;
  end if;
  return private.rsvp_lookup_answer(found);
end $$;

-- As before (remember_former_slugs), with the RSVP deadline.
drop function public.get_public_event(text);

create function public.get_public_event(p_ref text)
returns table (
  id uuid,
  slug text,
  name text,
  type public.event_type,
  date timestamptz,
  location text,
  spouse1 text,
  spouse2 text,
  person text,
  "websiteSettings" jsonb,
  "moduleActivation" jsonb,
  photo_uploads_open boolean,
  gifts jsonb,
  photos jsonb,
  table_plan_published boolean,
  rsvp_deadline date
)
language plpgsql stable security definer set search_path = '' as $$
declare
  found_id uuid := private.resolve_event_ref(p_ref);
begin
  return query
  select
    e.id, e.slug, e.name, e.type, e.date, e.location, e.spouse1, e.spouse2, e.person,
    e."websiteSettings", e."moduleActivation",
    coalesce((e."photoSharingSettings" ->> 'public')::boolean, false)
      and private.module_enabled(e.id, 'photo-sharing'),
    case when private.module_enabled(e.id, 'gifts') then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', g.id, 'name', g.name, 'description', g.description, 'amount', g.amount,
        'image_url', g.image_url, 'status', g.status) order by g.created_at, g.id)
      from public.gifts g where g.event_id = e.id), '[]'::jsonb)
    else '[]'::jsonb end,
    case when private.module_enabled(e.id, 'photo-sharing') then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'url', p.url, 'uploader_name', p.uploader_name, 'caption', p.caption,
        'uploaded_at', p.uploaded_at) order by p.uploaded_at desc, p.id)
      from public.photos p where p.event_id = e.id and p.public), '[]'::jsonb)
    else '[]'::jsonb end,
    exists (select 1 from public.table_plans t where t.event_id = e.id and t.published),
    case when private.module_enabled(e.id, 'guests') then e.rsvp_deadline end
  from public.events e
  where e.id = found_id;
end $$;

grant execute on function public.get_public_event(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- automatic reminders

-- Called by the drain's schedule before it sends. Returns how many reminders it queued.
create function public.queue_automatic_reminders() returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  today date := (now() at time zone 'Europe/Paris')::date;
  ev record;
  recent integer;
  ids uuid[];
  total integer := 0;
begin
  for ev in
    select e.id from public.events e
    where e.auto_reminder_days is not null and e.rsvp_deadline is not null
      and today between e.rsvp_deadline - e.auto_reminder_days and e.rsvp_deadline
      and private.module_enabled(e.id, 'guests')
  loop
    perform pg_advisory_xact_lock(hashtextextended('guest-mail:' || ev.id::text, 0));
    select count(*) into recent from public.mail_outbox o
    where o.event_id = ev.id and o.created_at > now() - interval '24 hours';
    select array_agg(g.id) into ids from (
      select g.id from public.guests g
      where g.event_id = ev.id and g.status = 'pending'
        and private.mail_verdict(ev.id, g.email, g.unsubscribed_at) = 'ok'
        and not exists (select 1 from public.mail_outbox o join public.mailings m on m.id = o.mailing_id
                        where o.guest_id = g.id and m.audience = 'automatic')
        and (select count(*) from public.mail_outbox o
             where o.guest_id = g.id and o.created_at > now() - interval '24 hours') < 3
      order by g.created_at, g.id
      limit greatest(0, 500 - recent)
    ) g;
    if coalesce(cardinality(ids), 0) > 0 then
      perform private.queue_mailing(ev.id, 'reminder', 'Petit rappel : votre réponse',
        'Bonjour {prénom},' || E'\n\n' || 'Nous n’avons pas encore reçu votre réponse pour le {date}. '
        || 'Vous pouvez nous la donner en un instant ici : {lien}' || E'\n\n' || 'Merci !',
        'automatic', ids, now(), null);
      total := total + cardinality(ids);
    end if;
  end loop;
  return total;
end $$;

revoke execute on function public.queue_automatic_reminders() from public, anon, authenticated;
grant execute on function public.queue_automatic_reminders() to service_role;
