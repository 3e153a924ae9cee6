/** The invitations feature's public surface: the invitee's side of joining a team. */
export { InvitationsScreen } from './components/invitations-screen'
