import { Navigate } from 'react-router-dom'
import { useSession } from '../features/auth/use-session'
import { paths } from '../lib/paths'

/** SPEC §6: users management is for global admins; everyone else goes back to /admin. */
export function AdminUsersPage() {
  const { loading, isAdmin } = useSession()
  if (loading) return null
  if (!isAdmin) return <Navigate to={paths.admin()} replace />
  return (
    <main className="mx-auto max-w-6xl px-6 py-8">
      <h1 className="text-2xl font-semibold">Users</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">This screen is coming soon.</p>
    </main>
  )
}
