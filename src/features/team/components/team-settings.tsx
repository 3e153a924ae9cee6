import { lazy, Suspense, useState } from 'react'
import { useSession } from '@/entities/session'
import { eventName, useEvent } from '@/entities/event'
import { useInviteMember } from '../api/invite-member'
import { useTeamMembers } from '../api/get-team-members'
import { useRemoveMember } from '../api/remove-member'
import { canManageTeam, sortMembers } from '../member-rules'
import type { TeamMember } from '../types'
import { AddMemberForm } from './add-member-form'
import { LeaveEvent } from './leave-event'
import { TeamMemberTable } from './team-member-table'

// Loaded when Remove is chosen: keeps Radix (~13 KB gzip) off the team page until it is needed.
const MakeOwnerDialog = lazy(() => import('./make-owner-dialog').then((m) => ({ default: m.MakeOwnerDialog })))
const RemoveMemberDialog = lazy(() => import('./remove-member-dialog').then((m) => ({ default: m.RemoveMemberDialog })))

/**
 * SPEC §2 Settings → Team: the member list, and for the owner (or a global admin) the add-member
 * form and the remove action. The database enforces the same rules (RLS, EV010, EV011).
 */
export function TeamSettings() {
  const { event } = useEvent()
  const { userId, isAdmin } = useSession()
  const { data, error, mutate } = useTeamMembers(event.id)
  const invite = useInviteMember(event.id)
  const remove = useRemoveMember(event.id)
  const [removing, setRemoving] = useState<TeamMember | null>(null)
  const [promoting, setPromoting] = useState<TeamMember | null>(null)
  const members = data && sortMembers(data)
  const canManage = canManageTeam(members ?? [], userId, isAdmin)
  const me = members?.find((member) => member.userId === userId)

  return (
    <section aria-labelledby="team-settings-title" className="flex flex-col gap-6">
      <div>
        <h2 id="team-settings-title" className="text-lg font-semibold">
          Team
        </h2>
        {members && !canManage && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Only the event owner can add or remove team members.
          </p>
        )}
      </div>
      {canManage && <AddMemberForm onInvite={invite} />}
      <TeamMemberTable
        members={members}
        failed={Boolean(error)}
        onRetry={() => void mutate()}
        canManage={canManage}
        onRemove={setRemoving}
        onMakeOwner={setPromoting}
      />
      {me && me.role !== 'owner' && me.status === 'active' && (
        <LeaveEvent eventId={event.id} eventTitle={eventName(event)} />
      )}
      {promoting && (
        <Suspense fallback={null}>
          <MakeOwnerDialog eventId={event.id} member={promoting} onClose={() => setPromoting(null)} />
        </Suspense>
      )}
      {removing && (
        <Suspense fallback={null}>
          <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} onRemove={remove} />
        </Suspense>
      )}
    </section>
  )
}
