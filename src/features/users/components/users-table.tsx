import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { isSelf } from '../self-protection'
import type { UserRow } from '../types'
import { USERS_LOAD_FAILED } from '../user-messages'
import { sortUsers, type UserSort } from '../users-sort'
import { SortHeader } from './sort-header'
import { UserTableRow } from './user-table-row'

interface UsersTableProps {
  users: UserRow[] | undefined
  failed: boolean
  onRetry: () => void
  sort: UserSort
  onSort: (sort: UserSort) => void
  currentUserId: string | null
  selfNoteId: string
  onEdit: (user: UserRow) => void
  onDelete: (user: UserRow) => void
}

/** SPEC §2 users table (e-mail, role, edit/delete) with its loading, error and empty states. */
export function UsersTable({ users, failed, onRetry, sort, onSort, currentUserId, ...row }: UsersTableProps) {
  if (!users && failed) {
    return <LoadError onRetry={onRetry}>{USERS_LOAD_FAILED}</LoadError>
  }
  if (!users) {
    return (
      <div role="status" aria-label="Loading users" className="flex flex-col gap-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    )
  }
  if (users.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No users found.</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Users</caption>
        <thead>
          <tr className="text-left text-slate-600 dark:text-slate-400">
            <SortHeader label="E-mail" sortKey="email" sort={sort} onSort={onSort} />
            <th scope="col" className="pb-2 pr-4 font-medium">
              Name
            </th>
            <SortHeader label="Role" sortKey="role" sort={sort} onSort={onSort} />
            <SortHeader label="Added" sortKey="created_at" sort={sort} onSort={onSort} />
            <th scope="col" className="pb-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sortUsers(users, sort).map((user) => (
            <UserTableRow key={user.id} user={user} self={isSelf(user, currentUserId)} {...row} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
