-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.refuse_public_copy

CREATE OR REPLACE FUNCTION public.refuse_public_copy(p_path text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_path is null then
    return;
  end if;
  -- Security definer: the caller is told by its token (current_user is this function's owner).
  if not (coalesce(auth.role(), '') = 'service_role' or private.can_write_event_media(p_path)) then
    raise exception 'Not allowed' using errcode = '42501';
  end if;
  insert into private.refused_public_copies (path) values (p_path) on conflict (path) do nothing;
  -- A public copy the team's browser made before must go first (EV050): the caller removes it.
  update public.photos set file_problem = 'not_an_image'
  where url = p_path and file_problem is null;
end $function$;

revoke execute on function public.refuse_public_copy(p_path text) from public;

grant execute on function public.refuse_public_copy(p_path text) to authenticated, service_role;
