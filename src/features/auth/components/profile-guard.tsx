import type { ReactNode } from 'react'

/** SPEC §2 profile guard on /admin (placeholder: lets everyone through until the session context lands). */
export function ProfileGuard({ children }: { children: ReactNode }) {
  return children
}
