import { useLocation } from 'react-router-dom'
import { paths } from '@/lib/paths'

interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown }
}

/**
 * Where the profile screens send the user once done: the location the profile guard carried in
 * `state.from` (SPEC §2), or /admin. Only same-app paths are followed, never the profile screens
 * themselves (that would loop).
 */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from
  const pathname = typeof from?.pathname === 'string' ? from.pathname : ''
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return paths.admin()
  if (pathname === paths.completeProfile() || pathname === paths.acceptInvitation()) return paths.admin()
  const search = typeof from?.search === 'string' ? from.search : ''
  const hash = typeof from?.hash === 'string' ? from.hash : ''
  return `${pathname}${search}${hash}`
}

/** Where to go once the profile screens are done: the location the profile guard carried, or /admin. */
export function useReturnPath(): string {
  return returnPath(useLocation().state)
}
