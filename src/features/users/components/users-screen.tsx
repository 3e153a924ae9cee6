import { lazy, Suspense, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { PlusIcon } from '@/components/ui/icons'
import { useSession } from '@/entities/session'
import { useUsers } from '../api/get-users'
import { SELF_NOTE } from '../self-protection'
import type { UserRow } from '../types'
import { DEFAULT_USER_SORT } from '../users-sort'
import { UsersTable } from './users-table'

// The dialogs (Radix, react-hook-form, zod: ~45 KB gzip) load when first wanted, so the table
// comes up within the admin route budget; pointing at Add user starts the download early.
const loadFormDialog = () => import('./user-form-dialog')
const UserFormDialog = lazy(() => loadFormDialog().then((m) => ({ default: m.UserFormDialog })))
const DeleteUserDialog = lazy(() => import('./delete-user-dialog').then((m) => ({ default: m.DeleteUserDialog })))

/** SPEC §2 users management (admin only; the route guards it and RLS enforces it). */
export function UsersScreen() {
  const { userId } = useSession()
  const { data, error, mutate } = useUsers()
  const selfNoteId = useId()
  const [sort, setSort] = useState(DEFAULT_USER_SORT)
  // 'new' for Add user, a row for Edit, null when the form is closed.
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null)
  const [deleting, setDeleting] = useState<UserRow | null>(null)

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Users</h1>
        <Button onClick={() => setEditing('new')} onPointerEnter={() => void loadFormDialog()}>
          <PlusIcon />
          Add user
        </Button>
      </div>
      <p id={selfNoteId} className="text-sm text-slate-600 dark:text-slate-300">
        {SELF_NOTE}
      </p>
      <UsersTable
        users={data}
        failed={Boolean(error)}
        onRetry={() => void mutate()}
        sort={sort}
        onSort={setSort}
        currentUserId={userId}
        selfNoteId={selfNoteId}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      <Suspense fallback={null}>
        {editing && (
          <UserFormDialog
            user={editing === 'new' ? null : editing}
            currentUserId={userId}
            onClose={() => setEditing(null)}
          />
        )}
        {deleting && <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />}
      </Suspense>
    </main>
  )
}
