import type { Json, Tables } from '@kernel/generated/database.types'

type Membership = Tables<'event_users'>

/** SPEC §3 event_users row with its joined user (id, email, name), as the team list shows it. */
export interface TeamMember {
  userId: string
  role: Membership['role']
  status: Membership['status']
  invitationExpiresAt: string | null
  email: string
  name: Json
}
