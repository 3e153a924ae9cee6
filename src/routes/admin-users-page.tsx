import { Navigate } from 'react-router-dom'
import { useSession } from '@/entities/session'
import { UsersScreen } from '@/features/users/components/users-screen'
import { paths } from '@/lib/paths'

/** SPEC §6: users management is for global admins; everyone else goes back to /admin. */
export function AdminUsersPage() {
  const { loading, isAdmin } = useSession()
  if (loading) return null
  if (!isAdmin) return <Navigate to={paths.admin()} replace />
  return <UsersScreen />
}
