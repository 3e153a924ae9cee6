import { Button } from '@/components/ui/button'
import { displayName, personName } from '@/lib/person-name'
import { expiryLabel, REMOVAL_BLOCK_TEXT, removalBlock } from '../member-rules'
import type { TeamMember } from '../types'

const ROLE_LABEL: Record<TeamMember['role'], string> = { owner: 'Owner', editor: 'Editor' }
const STATUS_LABEL: Record<TeamMember['status'], string> = { active: 'Active', pending: 'Pending' }

export function TeamMemberRow({
  member,
  now,
  canManage,
  onRemove,
  onMakeOwner,
}: {
  member: TeamMember
  now: Date
  canManage: boolean
  onRemove: (member: TeamMember) => void
  onMakeOwner: (member: TeamMember) => void
}) {
  const label = displayName(member)
  const expiry = expiryLabel(member, now)
  const block = removalBlock(member, now)
  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-800">
      <th scope="row" className="py-3 pr-4 text-left font-normal">
        <span className="block font-medium">{label}</span>
        {personName(member.name) && (
          <span className="block text-sm text-slate-600 dark:text-slate-400">{member.email}</span>
        )}
      </th>
      <td className="py-3 pr-4">{ROLE_LABEL[member.role]}</td>
      <td className="py-3 pr-4">
        <span className="block">{STATUS_LABEL[member.status]}</span>
        {expiry && <span className="block text-sm text-slate-600 dark:text-slate-400">{expiry}</span>}
      </td>
      {canManage && (
        <td className="py-3 text-right">
          <div className="flex flex-wrap justify-end gap-2">
            {member.role === 'editor' && member.status === 'active' && (
              <Button variant="ghost" aria-label={`Make ${label} the owner`} onClick={() => onMakeOwner(member)}>
                Make owner
              </Button>
            )}
            {block ? (
              <span className="text-sm text-slate-600 dark:text-slate-400">{REMOVAL_BLOCK_TEXT[block]}</span>
            ) : (
              <Button variant="secondary" aria-label={`Remove ${label} from the team`} onClick={() => onRemove(member)}>
                Remove
              </Button>
            )}
          </div>
        </td>
      )}
    </tr>
  )
}
