import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { useSession } from '@/entities/session'

/**
 * SPEC §2 profile guard on /admin: nothing while loading; an incomplete profile goes to
 * /accept-invitation when invited, else /complete-profile, carrying the origin in `state.from`.
 */
export function ProfileGuard({ children }: { children: ReactNode }) {
  const { loading, profileIncomplete, hasInvitation } = useSession()
  const location = useLocation()
  if (loading) return null
  if (profileIncomplete) {
    const to = hasInvitation ? paths.acceptInvitation() : paths.completeProfile()
    return <Navigate to={to} replace state={{ from: location }} />
  }
  return children
}
