-- The event's contact e-mail: the address the organisers choose in the website editor, which
-- the public page shows guests ('Please contact {email}' when a name is not on the list, SPEC §8,
-- and its footer) and mails to guests use as Reply-To. It lives in websiteSettings.contactEmail,
-- which get_public_event already returns, so anonymous callers read exactly what the organisers
-- published there and no other address. Absent: never chosen (the editor offers the owner's
-- address); '': the organisers chose to show none. src/kernel/contact-email.ts is its reader.
--   EV021 'Please enter a valid contact e-mail address.'   invalid_contact_email
-- The address pattern is the kernel's (isContactEmail): dot-separated atoms of letters, digits
-- and _+'- (no characters that would mean something in a mailto: link or a mail header), a
-- domain of at least two labels, 254 characters at most with 64 before the @.

create function private.is_contact_email(p_address text) returns boolean
language sql immutable set search_path = '' as $$
  select char_length(p_address) <= 254
    and char_length(split_part(p_address, '@', 1)) <= 64
    and p_address ~ ('^[A-Za-z0-9_+''-]+(?:\.[A-Za-z0-9_+''-]+)*'
                     '@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+'
                     '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$')
$$;

-- Whoever writes (members through the editor, the service role, the seed): trimmed, and refused
-- with a sentence when it is not an address.
create function private.check_contact_email() returns trigger
language plpgsql set search_path = '' as $$
declare
  contact jsonb := new."websiteSettings" -> 'contactEmail';
  address text;
begin
  if contact is null then
    return new;
  end if;
  if jsonb_typeof(contact) <> 'string' then
    raise exception 'Please enter a valid contact e-mail address.'
      using errcode = 'EV021', hint = 'invalid_contact_email';
  end if;
  address := btrim(contact #>> '{}', E' \t\r\n');
  if address <> '' and not private.is_contact_email(address) then
    raise exception 'Please enter a valid contact e-mail address.'
      using errcode = 'EV021', hint = 'invalid_contact_email';
  end if;
  new."websiteSettings" := jsonb_set(new."websiteSettings", '{contactEmail}', to_jsonb(address));
  return new;
end $$;

create trigger check_contact_email
  before insert or update of "websiteSettings" on public.events
  for each row execute function private.check_contact_email();

-- The public page read contactEmail before anything checked it: a value that is not an address
-- is dropped (the editor then offers the owner's address again).
update public.events
set "websiteSettings" = "websiteSettings" - 'contactEmail'
where "websiteSettings" ? 'contactEmail'
  and (jsonb_typeof("websiteSettings" -> 'contactEmail') <> 'string'
       or (btrim("websiteSettings" ->> 'contactEmail', E' \t\r\n') <> ''
           and not private.is_contact_email(btrim("websiteSettings" ->> 'contactEmail', E' \t\r\n'))));
