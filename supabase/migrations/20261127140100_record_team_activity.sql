-- The activity feed shows what the team does too (issue 29), beside the spec's guest-side types
-- (photo_upload, rsvp, gift_purchase, todo_completed), which stay as they are. Written by
-- triggers, like todo_completed, so no screen can forget or fake one:
--
--   guests_imported  {user_name, count}                         a CSV import (import_guests)
--   mailing_sent     {user_name, kind, subject, recipients,     a mail queued from the guests
--                     scheduled_at}                              screen, or the automatic reminder
--   member_joined    {user_name}                                an invitation accepted
--   site_published   {user_name}                                'Publish changes' in the website editor
--
-- user_name is the acting user's first name, else their e-mail, else null (the feed says
-- 'Someone'), as for todo_completed.

create function private.acting_user_name() returns text
language sql stable security definer set search_path = '' as $$
  select coalesce(nullif(btrim(u.name ->> 'first'), ''), u.email) from public.users u where u.id = auth.uid()
$$;
revoke execute on function private.acting_user_name() from public, anon, authenticated;

-- A statement of import_guests adds many guests at once: one entry per event it added to. Guests
-- added one by one (the add-guest form) are not news for the feed. The call stack tells which.
create function private.record_guests_imported() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  stack text;
begin
  get diagnostics stack = pg_context;
  if stack !~ 'import_guests' then
    return null;
  end if;
  insert into public.event_activity (event_id, type, data)
  select a.event_id, 'guests_imported',
         jsonb_strip_nulls(jsonb_build_object('user_name', private.acting_user_name(), 'count', count(*)))
  from added a
  group by a.event_id;
  return null;
end $$;

create trigger record_guests_imported
  after insert on public.guests
  referencing new table as added
  for each statement execute function private.record_guests_imported();

-- One entry per mailing, when its recipients are queued (the outbox rows of one send are one
-- statement).
create function private.record_mailing_sent() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.event_activity (event_id, type, data)
  select m.event_id, 'mailing_sent',
         jsonb_strip_nulls(jsonb_build_object(
           'user_name', (select coalesce(nullif(btrim(u.name ->> 'first'), ''), u.email)
                         from public.users u where u.id = m.created_by),
           'kind', m.kind, 'subject', left(m.subject, 200), 'recipients', q.recipients,
           'scheduled_at', case when m.scheduled_at > now() + interval '1 minute' then m.scheduled_at end))
  from (select a.mailing_id, count(*)::integer as recipients from queued a group by a.mailing_id) q
  join public.mailings m on m.id = q.mailing_id;
  return null;
end $$;

create trigger record_mailing_sent
  after insert on public.mail_outbox
  referencing new table as queued
  for each statement execute function private.record_mailing_sent();

-- A member joins when their invitation turns active, which only accept_event_invitation does
-- (the owner's own row is the event's creation, not news).
create function private.record_member_joined() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.event_activity (event_id, type, data)
  select new.event_id, 'member_joined',
         jsonb_strip_nulls(jsonb_build_object('user_name',
           coalesce(nullif(btrim(concat_ws(' ', btrim(u.name ->> 'first'), btrim(u.name ->> 'last'))), ''), u.email)))
  from public.users u where u.id = new.user_id;
  return null;
end $$;

create trigger record_member_joined
  after update of status on public.event_users
  for each row when (old.status <> 'active' and new.status = 'active' and new.role <> 'owner')
  execute function private.record_member_joined();

-- Publishing writes the website's settings and content in one update.
create function private.record_site_published() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.record_activity(new.id, 'site_published',
    jsonb_strip_nulls(jsonb_build_object('user_name', private.acting_user_name())));
  return null;
end $$;

create trigger record_site_published
  after update of "websiteSettings", "siteContent" on public.events
  for each row
  when ((new."websiteSettings", new."siteContent") is distinct from (old."websiteSettings", old."siteContent"))
  execute function private.record_site_published();
