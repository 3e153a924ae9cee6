import { Navigate } from 'react-router-dom'
import { useSession } from '@/entities/session'
import { paths } from '@/lib/paths'

/**
 * Sign-in links land here. supabase-js reads the tokens from the URL while the session loads;
 * then a session goes to /admin, and an expired or reused link back to /login.
 */
export function AuthCallbackPage() {
  const { status } = useSession()
  if (status === 'signed-in') return <Navigate to={paths.admin()} replace />
  if (status === 'signed-out') return <Navigate to={paths.login()} replace />
  return (
    <main className="flex min-h-dvh items-center justify-center px-6">
      <p role="status" className="text-slate-600 dark:text-slate-300">
        Processing login...
      </p>
    </main>
  )
}
