-- The mail funnel's 'Answered' (issue 29): it counted every recipient whose status was not
-- pending, so guests imported as confirmed, or typed in as declined, looked like answers to a
-- mail that had not even left. An answer is now a change of the guest's reply (status, party or
-- RSVP answers) after the row was created, stamped in guests.answered_at by the database, and a
-- mail counts it only when it was given after that mail was sent.

alter table public.guests add column answered_at timestamptz;

-- Rows answered before this column existed: their last update is the best guess there is.
update public.guests set answered_at = last_updated_at where status <> 'pending' and last_updated_at is not null;

-- Whoever writes the reply (the guest through the RSVP, or an organiser recording one given by
-- phone), the database stamps it; an insert (adding or importing guests) never does.
create function private.stamp_guest_answer() returns trigger
language plpgsql set search_path = '' as $$
begin
  if (new.status, new.plus_ones, new.rsvp_answers) is distinct from (old.status, old.plus_ones, old.rsvp_answers)
     and new.status <> 'pending' then
    new.answered_at := clock_timestamp();
  elsif new.status = 'pending' then
    new.answered_at := null;
  else
    new.answered_at := old.answered_at;
  end if;
  return new;
end $$;

create trigger stamp_guest_answer
  before update on public.guests
  for each row execute function private.stamp_guest_answer();

create function private.clear_guest_answer() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.answered_at := null;
  return new;
end $$;

create trigger clear_guest_answer
  before insert on public.guests
  for each row execute function private.clear_guest_answer();

-- The Messages view: each send with its counts. 'visited' counts recipients whose personal link
-- was opened since the mail was queued; 'answered' those who answered after it was sent.
create or replace function public.mailing_summaries(p_event_id uuid)
returns table (
  id uuid, kind public.mail_kind, subject text, audience public.mail_audience, scheduled_at timestamptz,
  created_at timestamptz, recipients integer, queued integer, sent integer, failed integer,
  visited integer, answered integer
)
language sql stable security invoker set search_path = '' as $$
  select m.id, m.kind, m.subject, m.audience, m.scheduled_at, m.created_at,
         count(o.id)::integer,
         (count(o.id) filter (where o.state = 'queued'))::integer,
         (count(o.id) filter (where o.state = 'sent'))::integer,
         (count(o.id) filter (where o.state = 'failed'))::integer,
         (count(o.id) filter (where g.visited_at >= o.created_at))::integer,
         (count(o.id) filter (where o.sent_at is not null and g.answered_at >= o.sent_at))::integer
  from public.mailings m
  left join public.mail_outbox o on o.mailing_id = m.id
  left join public.guests g on g.id = o.guest_id
  where m.event_id = p_event_id
  group by m.id
  order by m.scheduled_at desc, m.created_at desc
  limit 200
$$;
revoke execute on function public.mailing_summaries(uuid) from public, anon;
grant execute on function public.mailing_summaries(uuid) to authenticated;
