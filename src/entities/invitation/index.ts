/**
 * The signed-in user's open invitations to join a team: the list (/admin/invitations) and the
 * one /accept-invitation answers both read them.
 */
export { getMyInvitations, useMyInvitations, withoutInvitation, type PendingInvitation } from './api/get-my-invitations'
export { invitationKeys } from './api/keys'
