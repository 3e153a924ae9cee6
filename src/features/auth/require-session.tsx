import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { isDeliberateSignOut, useSession } from '@/entities/session'

/** SPEC §2: /admin needs a session, else /login; nothing is shown while it loads. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession()
  const location = useLocation()
  if (status === 'loading') return null
  // After Log out, the logout action navigates to / itself; redirecting here would race it.
  if (status === 'signed-out' && isDeliberateSignOut()) return null
  if (status === 'signed-out') return <Navigate to={paths.login()} replace state={{ from: location }} />
  return children
}
