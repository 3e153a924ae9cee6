-- A direct insert skipped the hosting provider and let anyone claim an unused domain first
-- (`localhost.localdomain` included). Only the api/ functions, with the service role, write
-- custom_domains now: they check the caller's right, refuse reserved and local names and attach
-- the domain at the provider. Members still read their event's domains.
revoke insert, update, delete on table public.custom_domains from authenticated;

drop policy "custom_domains: members and admins" on public.custom_domains;
create policy "custom_domains: members and admins read" on public.custom_domains
  for select to authenticated
  using (public.is_event_member(event_id) or (select public.is_global_admin()));
