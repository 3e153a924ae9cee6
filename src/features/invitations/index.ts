/** The invitations feature's public surface: the invitee's side of joining a team (the list is in @/entities/invitation). */
export { InvitationsScreen } from './components/invitations-screen'
