-- Gift instructions: the checkout reserves gifts and takes no payment, so the organisers tell
-- guests how to give (a bank transfer, a pot link, bring it on the day). The text lives in
-- websiteSettings.giftInstructions, which 'Publish changes' saves with the page's other settings
-- and get_public_event already returns: the public page still makes one call, and no function
-- changes. RLS on events already limits who writes it to the event's members and global admins.
--
-- Bounded like every typed text (src/kernel/field-limits.ts, giftInstructions: 1000), and a string
-- or nothing: the public page shows it as plain text, and the column's 10,000-byte cap alone let
-- a 9,000-character text or a nested object through.
alter table public.events
  add constraint events_gift_instructions_too_long check (
    not ("websiteSettings" ? 'giftInstructions')
    or (
      jsonb_typeof("websiteSettings" -> 'giftInstructions') = 'string'
      and char_length("websiteSettings" ->> 'giftInstructions') <= 1000
    )
  );
