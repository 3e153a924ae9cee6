import { Button } from '@/components/ui/button'
import { formatEventDate } from '@/lib/dates'
import { personName } from '@/lib/person-name'
import type { UserRow } from '../types'

export function UserTableRow({
  user,
  self,
  selfNoteId,
  onEdit,
  onDelete,
}: {
  user: UserRow
  self: boolean
  selfNoteId: string
  onEdit: (user: UserRow) => void
  onDelete: (user: UserRow) => void
}) {
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <th scope="row" className="py-3 pr-4 text-left font-medium break-all">
        {user.email}
        {self && <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">(you)</span>}
      </th>
      <td className="py-3 pr-4">{personName(user.name) ?? '—'}</td>
      <td className="py-3 pr-4">{user.role === 'admin' ? 'Admin' : 'User'}</td>
      <td className="py-3 pr-4 whitespace-nowrap">{formatEventDate(user.created_at)}</td>
      <td className="py-3">
        <div className="flex justify-end gap-2">
          <Button variant="secondary" aria-label={`Edit ${user.email}`} onClick={() => onEdit(user)}>
            Edit
          </Button>
          <Button
            variant="secondary"
            aria-label={`Delete ${user.email}`}
            disabled={self}
            aria-describedby={self ? selfNoteId : undefined}
            onClick={() => onDelete(user)}
          >
            Delete
          </Button>
        </div>
      </td>
    </tr>
  )
}
