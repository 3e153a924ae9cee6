import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { TEAM_MESSAGES } from '../team-messages'
import type { TeamMember } from '../types'
import { TeamMemberRow } from './team-member-row'

interface TeamMemberTableProps {
  members: TeamMember[] | undefined
  failed: boolean
  onRetry: () => void
  canManage: boolean
  onRemove: (member: TeamMember) => void
  onMakeOwner: (member: TeamMember) => void
}

/** SPEC §2 team member list with its loading, error and empty states. */
export function TeamMemberTable({ members, failed, onRetry, canManage, onRemove, onMakeOwner }: TeamMemberTableProps) {
  if (!members && failed) {
    return <LoadError onRetry={onRetry}>{TEAM_MESSAGES.loadFailed}</LoadError>
  }
  if (!members) {
    return (
      <div role="status" aria-label="Loading team members" className="flex flex-col gap-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    )
  }
  if (members.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No team members yet.</p>
  const now = new Date()
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Team members</caption>
        <thead>
          <tr className="text-left text-slate-600 dark:text-slate-400">
            <th scope="col" className="pb-2 pr-4 font-medium">
              Member
            </th>
            <th scope="col" className="pb-2 pr-4 font-medium">
              Role
            </th>
            <th scope="col" className="pb-2 pr-4 font-medium">
              Status
            </th>
            {canManage && (
              <th scope="col" className="pb-2 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <TeamMemberRow
              key={member.userId}
              member={member}
              now={now}
              canManage={canManage}
              onRemove={onRemove}
              onMakeOwner={onMakeOwner}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}
