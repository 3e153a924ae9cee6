import { InvitationsScreen } from '@/features/invitations'

/** /admin/invitations: the signed-in user's open team invitations. */
export function AdminInvitationsPage() {
  return <InvitationsScreen />
}
