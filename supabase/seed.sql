-- Demo data for local runs (`npm run db:reset`): every screen has something to show on first run.
-- Dates are relative to now(), so the demo never goes stale.
--
-- Sign in at /login as demo@eventail.test (Camille Martin, global admin); the magic link lands
-- in the local inbox. lea@eventail.test is an editor of the wedding; hugo@eventail.test has a
-- pending invitation.

-- ---------------------------------------------------------------- accounts
-- auth.users + identities as GoTrue writes them, so the magic link signs these people in; the
-- sync trigger creates their public.users rows.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email, '',
       case when u.confirmed then now() - interval '60 days' end,
       case when not u.confirmed then now() - interval '2 days' end,
       '{"provider": "email", "providers": ["email"]}'::jsonb, u.meta,
       now() - interval '60 days', now() - interval '60 days', '', '', '', ''
from (values
  ('a1000000-0000-4000-8000-000000000001'::uuid, 'demo@eventail.test', true,
   '{"name": {"first": "Camille", "last": "Martin"}}'::jsonb),
  ('a1000000-0000-4000-8000-000000000002'::uuid, 'lea@eventail.test', true,
   '{"name": {"first": "Léa", "last": "Dubois"}}'::jsonb),
  -- Invited, never signed in: no name yet, so the invitation screen asks for it.
  ('a1000000-0000-4000-8000-000000000003'::uuid, 'hugo@eventail.test', false, '{}'::jsonb)
) as u (id, email, confirmed, meta);

insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', u.email_confirmed_at is not null),
       'email', u.created_at, u.created_at
from auth.users u
where u.id in ('a1000000-0000-4000-8000-000000000001', 'a1000000-0000-4000-8000-000000000002',
               'a1000000-0000-4000-8000-000000000003');

update public.users set role = 'admin' where id = 'a1000000-0000-4000-8000-000000000001';

-- ---------------------------------------------------------------- events
-- The wedding's photo uploads are open with a known code, so the upload page can be tried.
insert into public.events (
  id, slug, name, type, date, location, user_id, spouse1, spouse2, person,
  "moduleActivation", "websiteSettings", "photoSharingSettings", created_at
) values
  ('e1000000-0000-4000-8000-000000000001', 'camille-et-alex', 'Mariage de Camille & Alex', 'wedding',
   date_trunc('day', now()) + interval '45 days 15 hours', 'Château de la Ferté, Bourgogne',
   'a1000000-0000-4000-8000-000000000001', 'Camille', 'Alex', null,
   '{"guests": true, "todos": true, "gifts": true, "photo-sharing": true}',
   '{"theme": "light", "titleFont": "alex-brush"}',
   '{"upload_code": "ALEX26", "public": true}', now() - interval '60 days'),
  -- A second event with the gifts module off, to show the disabled-module message.
  ('e1000000-0000-4000-8000-000000000002', 'trente-ans-de-lea', null, 'birthday',
   date_trunc('day', now()) + interval '100 days 19 hours', 'Lyon', 'a1000000-0000-4000-8000-000000000001',
   null, null, 'Léa', '{"guests": true, "todos": true, "gifts": false, "photo-sharing": false}',
   '{}', '{"public": false}', now() - interval '20 days'),
  -- A third, text and a background photo: the public page as most events show it (bench/lighthouse.ts).
  ('e1000000-0000-4000-8000-000000000003', 'noces-de-paul-et-marie', null, 'anniversary',
   date_trunc('day', now()) + interval '75 days 12 hours', 'Annecy', 'a1000000-0000-4000-8000-000000000001',
   null, null, 'Paul & Marie', '{"guests": true, "todos": true, "gifts": false, "photo-sharing": false}',
   '{"theme": "light", "bg_image": "a1000000-0000-4000-8000-000000000001/e1000000-0000-4000-8000-000000000003/website/1764200000000.webp"}',
   '{"public": false}', now() - interval '10 days');

-- The creation trigger made Camille owner of both; Léa edits the wedding, Hugo is invited.
insert into public.event_users (event_id, user_id, role, status, invitation_expires_at, created_at, invited_email,
                                invited_by) values
  ('e1000000-0000-4000-8000-000000000001', 'a1000000-0000-4000-8000-000000000002', 'editor', 'active', null,
   now() - interval '50 days', null, null),
  ('e1000000-0000-4000-8000-000000000001', 'a1000000-0000-4000-8000-000000000003', 'editor', 'pending',
   now() + interval '5 days', now() - interval '2 days', 'hugo@eventail.test', 'a1000000-0000-4000-8000-000000000001');

-- ---------------------------------------------------------------- guests
-- Party sizes (number) are computed by the database from status and plus-ones.
insert into public.guests (event_id, name, email, status, comment, plus_ones, last_updated_at, created_at)
select 'e1000000-0000-4000-8000-000000000001', g.name, g.email, g.status::public.guest_status, g.comment,
       g.plus_ones::jsonb, case when g.status <> 'pending' then now() - g.answered end,
       now() - interval '40 days' + g.added
from (values
  ('Jean Dupont', 'jean.dupont@example.com', 'confirmed', null,
   '[{"name": "Sophie Dupont", "age": "adult", "vegetarian": false}, {"name": "Lucas Dupont", "age": "kid", "vegetarian": false}, {"name": "Emma Dupont", "age": "kid", "vegetarian": true}]',
   interval '3 days', interval '0 minutes'),
  ('Marie Lefèvre', 'marie.lefevre@example.com', 'confirmed', 'Allergic to nuts',
   '[{"name": "Thomas Petit", "age": "adult", "vegetarian": true}]', interval '5 days', interval '1 minute'),
  ('Pierre Moreau', 'pierre.moreau@example.com', 'declined', 'Abroad that week', '[]', interval '8 days',
   interval '2 minutes'),
  ('Isabelle Laurent', null, 'pending', null, '[]', interval '0 days', interval '3 minutes'),
  ('Nicolas Bernard', 'nicolas.bernard@example.com', 'confirmed', null, '[]', interval '1 day', interval '4 minutes'),
  ('Chloé Garnier', 'chloe.garnier@example.com', 'pending', null,
   '[{"name": "Hugo Garnier", "age": "kid", "vegetarian": false}]', interval '0 days', interval '5 minutes'),
  ('Antoine Rousseau', null, 'confirmed', 'Vegetarian menu please',
   '[{"name": "Julie Rousseau", "age": "adult", "vegetarian": true}, {"name": "Léon Rousseau", "age": "kid", "vegetarian": true}]',
   interval '2 days', interval '6 minutes'),
  ('Sarah Fontaine', 'sarah.fontaine@example.com', 'declined', null, '[]', interval '12 days', interval '7 minutes'),
  ('Mathieu Girard', null, 'pending', null, '[]', interval '0 days', interval '8 minutes'),
  ('Camille Roux', 'camille.roux@example.com', 'confirmed', null,
   '[{"name": "Paul Roux", "age": "adult", "vegetarian": false}]', interval '6 hours', interval '9 minutes'),
  ('Grand-mère Odette', null, 'confirmed', 'Needs a seat near the exit', '[]', interval '20 days', interval '10 minutes'),
  ('Inès Benali', 'ines.benali@example.com', 'pending', null, '[]', interval '0 days', interval '11 minutes')
) as g (name, email, status, comment, plus_ones, answered, added);
-- No limit set by default: guests declare their companions (SPEC §2). Isabelle's invitation covers
-- her and one companion she has not named.
update public.guests set max_party_size = 2
where event_id = 'e1000000-0000-4000-8000-000000000001' and name = 'Isabelle Laurent';

-- The wedding's website (issue 21): a programme on the wedding day and the brunch after it,
-- two information sections, a FAQ and the RSVP's questions, and some confirmed guests' answers.
update public.events set "siteContent" = jsonb_build_object(
  'programme', jsonb_build_array(
    jsonb_build_object('id', 'c1000000-0000-4000-8000-000000000001', 'title', 'Cérémonie',
      'at', to_char(date_trunc('day', now()) + interval '45 days', 'YYYY-MM-DD') || 'T15:00',
      'place', 'Chapelle du château', 'address', 'Château de la Ferté, 71240 Saint-Ambreuil',
      'description', null),
    jsonb_build_object('id', 'c1000000-0000-4000-8000-000000000002', 'title', 'Cocktail',
      'at', to_char(date_trunc('day', now()) + interval '45 days', 'YYYY-MM-DD') || 'T17:00',
      'place', 'Les jardins', 'address', null, 'description', 'Sous les tilleuls, s’il fait beau.'),
    jsonb_build_object('id', 'c1000000-0000-4000-8000-000000000003', 'title', 'Dîner',
      'at', to_char(date_trunc('day', now()) + interval '45 days', 'YYYY-MM-DD') || 'T20:00',
      'place', 'L’orangerie', 'address', null, 'description', null),
    jsonb_build_object('id', 'c1000000-0000-4000-8000-000000000004', 'title', 'Brunch',
      'at', to_char(date_trunc('day', now()) + interval '46 days', 'YYYY-MM-DD') || 'T11:00',
      'place', 'La terrasse', 'address', null, 'description', 'Pour ceux qui restent dormir.')),
  'sections', jsonb_build_array(
    jsonb_build_object('id', 'c2000000-0000-4000-8000-000000000001', 'title', 'Venir', 'visible', true,
      'text', E'En train : **TGV jusqu’à Mâcon-Loché**, puis 20 minutes en taxi.\n\nEn voiture : parking au château. [Horaires des trains](https://www.sncf-connect.com).'),
    jsonb_build_object('id', 'c2000000-0000-4000-8000-000000000002', 'title', 'Où dormir', 'visible', true,
      'text', E'Quelques chambres au château (*demandez-nous*), et des gîtes à Tournus.')),
  'faq', jsonb_build_array(
    jsonb_build_object('id', 'c3000000-0000-4000-8000-000000000001', 'question', 'Y a-t-il un dress code ?',
      'answer', 'Chic champêtre : prévoyez des chaussures pour marcher dans l’herbe.'),
    jsonb_build_object('id', 'c3000000-0000-4000-8000-000000000002', 'question', 'Les enfants sont-ils invités ?',
      'answer', 'Oui, avec un menu et une table rien que pour eux.')),
  'questions', jsonb_build_array(
    jsonb_build_object('id', 'c4000000-0000-4000-8000-000000000001', 'kind', 'menu', 'label', 'Votre menu',
      'per', 'attendee', 'required', true, 'options', jsonb_build_array('Bœuf', 'Poisson', 'Végétarien')),
    jsonb_build_object('id', 'c4000000-0000-4000-8000-000000000002', 'kind', 'dietary',
      'label', 'Allergies ou régime', 'per', 'attendee', 'required', false),
    jsonb_build_object('id', 'c4000000-0000-4000-8000-000000000003', 'kind', 'attends',
      'label', 'Serez-vous au brunch ?', 'per', 'party', 'required', false,
      'item', 'c1000000-0000-4000-8000-000000000004'))
)
where id = 'e1000000-0000-4000-8000-000000000001';

update public.guests g set rsvp_answers = a.answers::jsonb
from (values
  ('Jean Dupont', '{"c4000000-0000-4000-8000-000000000001": ["Bœuf", "Poisson", "Bœuf", "Végétarien"], "c4000000-0000-4000-8000-000000000003": true}'),
  ('Marie Lefèvre', '{"c4000000-0000-4000-8000-000000000001": ["Poisson", "Végétarien"], "c4000000-0000-4000-8000-000000000002": ["Noix", null], "c4000000-0000-4000-8000-000000000003": false}'),
  ('Nicolas Bernard', '{"c4000000-0000-4000-8000-000000000001": ["Bœuf"], "c4000000-0000-4000-8000-000000000003": true}'),
  ('Antoine Rousseau', '{"c4000000-0000-4000-8000-000000000001": ["Végétarien", "Végétarien", "Végétarien"], "c4000000-0000-4000-8000-000000000003": true}')
) as a (name, answers)
where g.event_id = 'e1000000-0000-4000-8000-000000000001' and g.name = a.name;

insert into public.guests (event_id, name, status, plus_ones) values
  ('e1000000-0000-4000-8000-000000000002', 'Marc Dubois', 'confirmed', '[]'),
  ('e1000000-0000-4000-8000-000000000002', 'Anna Dubois', 'pending', '[]');

-- ---------------------------------------------------------------- gifts
insert into public.gifts (event_id, name, description, amount, image_url, status, created_at)
select 'e1000000-0000-4000-8000-000000000001', g.name, g.description, g.amount, null,
       g.status::public.gift_status, now() - interval '30 days' + g.added
from (values
  ('Honeymoon in Lisbon', 'A night in an Alfama guesthouse', 150.00, 'available', interval '0 minutes'),
  ('Espresso machine', null, 249.90, 'purchased', interval '1 minute'),
  ('Dinner set for twelve', 'White porcelain', 180.00, 'available', interval '2 minutes'),
  ('Hot-air balloon ride', 'Over the Burgundy vineyards', 320.00, 'purchased', interval '3 minutes'),
  ('Cast-iron casserole', 'Red, 28 cm', 119.00, 'available', interval '4 minutes'),
  ('Garden bench', null, 95.50, 'available', interval '5 minutes'),
  ('Linen bedding', 'Sage green, king size', 140.00, 'purchased', interval '6 minutes'),
  ('Cooking class for two', null, 90.00, 'available', interval '7 minutes')
) as g (name, description, amount, status, added);

-- ---------------------------------------------------------------- gift images
-- The files are in supabase/seed-media/media/{key}; the local stack stores them when it loads
-- this seed (supabase/local/storage/seed-media.ts). Drawn for the demo, free of rights.
update public.gifts g set image_url = 'a1000000-0000-4000-8000-000000000001/e1000000-0000-4000-8000-000000000001/gifts/' || i.file
from (values
  ('Honeymoon in Lisbon', '1764000000000-honeymoon.webp'),
  ('Espresso machine', '1764000001000-espresso.webp'),
  ('Dinner set for twelve', '1764000002000-dinner-set.webp'),
  ('Hot-air balloon ride', '1764000003000-balloon.webp'),
  ('Cast-iron casserole', '1764000004000-casserole.webp'),
  ('Garden bench', '1764000005000-garden-bench.webp'),
  ('Linen bedding', '1764000006000-linen.webp'),
  ('Cooking class for two', '1764000007000-cooking-class.webp')
) as i (name, file)
where g.event_id = 'e1000000-0000-4000-8000-000000000001' and g.name = i.name;

-- ---------------------------------------------------------------- todos
-- Overdue, due today, upcoming and done, relative to today.
insert into public.todos (event_id, name, category, status, due_date, assignees, created_at)
select 'e1000000-0000-4000-8000-000000000001', t.name, t.category, t.status::public.todo_status,
       current_date + t.due, t.assignees::uuid[], now() - interval '30 days'
from (values
  ('Confirm the caterer menu', 'Catering', 'pending', -5, '{a1000000-0000-4000-8000-000000000001}'),
  ('Send the save-the-dates', 'Guests', 'pending', -1,
   '{a1000000-0000-4000-8000-000000000001,a1000000-0000-4000-8000-000000000002}'),
  ('Call the florist', 'Decoration', 'pending', 0, '{a1000000-0000-4000-8000-000000000002}'),
  ('Book the wedding cake tasting', 'Catering', 'pending', 0, '{a1000000-0000-4000-8000-000000000001}'),
  ('Choose the first-dance song', 'Music', 'pending', 3, '{}'),
  ('Print the seating cards', 'Decoration', 'pending', 14, '{a1000000-0000-4000-8000-000000000002}'),
  ('Final fitting', 'Outfits', 'pending', 30, '{a1000000-0000-4000-8000-000000000001}'),
  ('Book the venue', 'Venue', 'completed', -40, '{a1000000-0000-4000-8000-000000000001}'),
  ('Hire the photographer', 'Photos', 'completed', -20, '{a1000000-0000-4000-8000-000000000002}'),
  ('Order the invitations', 'Guests', 'completed', -10, '{a1000000-0000-4000-8000-000000000001}')
) as t (name, category, status, due, assignees);

insert into public.todos (event_id, name, category, due_date, assignees) values
  ('e1000000-0000-4000-8000-000000000002', 'Reserve the restaurant', 'Venue', current_date + 7,
   '{a1000000-0000-4000-8000-000000000001}');

-- ---------------------------------------------------------------- photos
-- Their files are in supabase/seed-media (drawn, like the gift images), named as uploads are:
-- {timestamp}-{filename}; the upload times stay recent.
insert into public.photos (event_id, url, uploader_name, caption, public, uploaded_at)
select 'e1000000-0000-4000-8000-000000000001',
       'a1000000-0000-4000-8000-000000000001/e1000000-0000-4000-8000-000000000001/photos/' || p.file,
       p.uploader, p.caption, p.public, now() - p.age
from (values
  ('1764100000000-engagement-party.webp', 'Jean Dupont', 'The engagement party', true, interval '12 days'),
  ('1764100010000-the-ring.webp', 'Marie Lefèvre', null, true, interval '12 days 1 minute'),
  ('1764100020000-venue-visit.webp', 'Camille', 'First visit of the château', true, interval '9 days'),
  ('1764100030000-cake-tasting.webp', 'Nicolas Bernard', 'Which one?', false, interval '4 days'),
  ('1764100040000-dress-shopping.webp', 'Léa', null, false, interval '2 days'),
  ('1764100050000-rehearsal.webp', 'Antoine Rousseau', 'Rehearsing the first dance', false, interval '3 hours')
) as p (file, uploader, caption, public, age);

-- ---------------------------------------------------------------- table plan
insert into public.table_plans (event_id, tables, kids_table, updated_at) values
  ('e1000000-0000-4000-8000-000000000001', '{
     "1": {"name": "Famille", "seats": 8, "guests": ["Jean Dupont", "Sophie Dupont", "Grand-mère Odette"]},
     "2": {"name": "Amis du lycée", "seats": 8, "guests": ["Marie Lefèvre", "Thomas Petit", "Nicolas Bernard"]},
     "3": {"name": "Table 3", "seats": 6, "guests": []}
   }', '{"name": "Table des enfants", "guests": ["Lucas Dupont", "Emma Dupont", "Hugo Garnier", "Léon Rousseau"]}',
   now() - interval '1 day');

-- ---------------------------------------------------------------- activity and notifications
insert into public.event_activity (event_id, type, data, created_at)
select 'e1000000-0000-4000-8000-000000000001', a.type, a.data::jsonb, now() - a.age
from (values
  ('rsvp', '{"name": "Camille Roux", "status": "confirmed", "number": 2}', interval '6 hours'),
  ('photo_upload', '{"uploader_name": "Antoine Rousseau", "photo_count": 1}', interval '3 hours'),
  ('gift_purchase', '{"name": "Marie Lefèvre", "gift_name": "Linen bedding"}', interval '1 day'),
  ('rsvp', '{"name": "Nicolas Bernard", "status": "confirmed", "number": 1}', interval '1 day 2 hours'),
  ('todo_completed', '{"user_name": "Camille", "task_name": "Order the invitations"}', interval '2 days'),
  ('rsvp', '{"name": "Antoine Rousseau", "status": "confirmed", "number": 3}', interval '2 days 5 hours'),
  ('gift_purchase', '{"name": "Jean Dupont", "gift_name": "Hot-air balloon ride"}', interval '3 days'),
  ('rsvp', '{"name": "Jean Dupont", "status": "confirmed", "number": 4}', interval '3 days 1 hour'),
  ('photo_upload', '{"uploader_name": "Nicolas Bernard", "photo_count": 1}', interval '4 days'),
  ('rsvp', '{"name": "Marie Lefèvre", "status": "confirmed", "number": 2}', interval '5 days'),
  ('gift_purchase', '{"name": "Pierre Moreau", "gift_name": "Espresso machine"}', interval '7 days'),
  ('rsvp', '{"name": "Pierre Moreau", "status": "declined", "number": 0}', interval '8 days'),
  ('todo_completed', '{"user_name": "Léa", "task_name": "Hire the photographer"}', interval '10 days'),
  ('photo_upload', '{"uploader_name": "Jean Dupont", "photo_count": 2}', interval '12 days'),
  ('rsvp', '{"name": "Sarah Fontaine", "status": "declined", "number": 0}', interval '12 days 4 hours'),
  ('todo_completed', '{"user_name": "Camille", "task_name": "Book the venue"}', interval '20 days')
) as a (type, data, age);

-- rsvp entries carry the guest's id as the RSVP function records it.
update public.event_activity a set data = a.data || jsonb_build_object('guest_id', g.id)
from public.guests g
where a.type = 'rsvp' and g.event_id = a.event_id and g.name = a.data ->> 'name';

insert into public.notifications (user_id, event_id, type, read, data, created_at)
select n.user_id, 'e1000000-0000-4000-8000-000000000001', n.type, n.read, n.data::jsonb, now() - n.age
from (values
  ('a1000000-0000-4000-8000-000000000001'::uuid, 'guest_rsvp', false,
   '{"guestName": "Camille Roux", "status": "confirmed", "number": 2}', interval '6 hours'),
  ('a1000000-0000-4000-8000-000000000001'::uuid, 'gift_purchased', false,
   '{"purchaserName": "Marie Lefèvre", "giftName": "Linen bedding"}', interval '1 day'),
  ('a1000000-0000-4000-8000-000000000001'::uuid, 'todo_assigned', false,
   '{"todoName": "Call the florist", "by": "Léa"}', interval '1 day 3 hours'),
  ('a1000000-0000-4000-8000-000000000001'::uuid, 'guest_rsvp', true,
   '{"guestName": "Nicolas Bernard", "status": "confirmed", "number": 1}', interval '1 day 2 hours'),
  ('a1000000-0000-4000-8000-000000000001'::uuid, 'gift_purchased', true,
   '{"purchaserName": "Jean Dupont", "giftName": "Hot-air balloon ride"}', interval '3 days'),
  ('a1000000-0000-4000-8000-000000000001'::uuid, 'guest_rsvp', true,
   '{"guestName": "Pierre Moreau", "status": "declined", "number": 0}', interval '8 days'),
  ('a1000000-0000-4000-8000-000000000002'::uuid, 'guest_rsvp', false,
   '{"guestName": "Camille Roux", "status": "confirmed", "number": 2}', interval '6 hours'),
  ('a1000000-0000-4000-8000-000000000002'::uuid, 'todo_assigned', true,
   '{"todoName": "Print the seating cards", "by": "Camille"}', interval '5 days')
) as n (user_id, type, read, data, age);

-- todo_assigned notifications point at their todo, as /api/notify-user records them.
update public.notifications n set data = n.data || jsonb_build_object('todoId', t.id)
from public.todos t
where n.type = 'todo_assigned' and t.event_id = n.event_id and t.name = n.data ->> 'todoName';
