/** The invitations feature's public surface: the invitee's side of joining a team. */
export { getMyInvitations, type PendingInvitation } from './api/get-my-invitations'
export { InvitationsScreen } from './components/invitations-screen'
