-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.queue_automatic_reminders

CREATE OR REPLACE FUNCTION public.queue_automatic_reminders()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  today date := (now() at time zone 'Europe/Paris')::date;
  caps jsonb := private.mail_caps();
  ev record;
  counts record;
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
    perform pg_advisory_xact_lock(hashtextextended('guest-mail-account:' || private.mail_account(ev.id)::text, 0));
    select * into counts from private.mail_counts(ev.id);
    select array_agg(x.id) into ids from (
      select y.id from (
        select distinct on (lower(btrim(g.email))) g.id, g.created_at from public.guests g
        where g.event_id = ev.id and g.status = 'pending'
          and private.mail_verdict(ev.id, g.email, g.unsubscribed_at) = 'ok'
          and not exists (select 1 from public.mail_outbox o join public.mailings m on m.id = o.mailing_id
                          where o.guest_id = g.id and m.audience = 'automatic')
          and private.address_mail_count(ev.id, g.email) < (caps ->> 'per_address')::integer
        order by lower(btrim(g.email)), g.created_at, g.id
      ) y
      order by y.created_at, y.id
      limit greatest(0, least((caps ->> 'per_event')::integer - counts.event_sent,
                              (caps ->> 'per_account')::integer - counts.account_sent))
    ) x;
    if coalesce(cardinality(ids), 0) > 0 then
      perform private.queue_mailing(ev.id, 'reminder', 'Petit rappel : votre réponse',
        'Bonjour {prénom},' || E'\n\n' || 'Nous n’avons pas encore reçu votre réponse pour le {date}. '
        || 'Vous pouvez nous la donner en un instant ici : {lien}' || E'\n\n' || 'Merci !',
        'automatic', ids, now(), null);
      total := total + cardinality(ids);
    end if;
  end loop;
  return total;
end $function$;

revoke execute on function public.queue_automatic_reminders() from public;

grant execute on function public.queue_automatic_reminders() to service_role;
