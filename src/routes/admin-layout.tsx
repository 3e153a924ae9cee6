import { useEffect } from 'react'
import { Link, Outlet, useNavigate } from 'react-router-dom'
import { Button } from '../components/ui/button'
import { ThemeToggle } from '../components/ui/theme-toggle'
import { signOut } from '../features/auth/api/sign-out'
import { RequireSession } from '../features/auth/require-session'
import { useSession } from '../features/auth/use-session'
import { paths } from '../lib/paths'
import { loadToasts } from '../lib/toast'

/** Placeholder admin frame: who is signed in and Log out; the real header comes with the admin screens. */
export function AdminLayout() {
  // Admin screens toast after most writes: have sonner ready before the first one.
  useEffect(() => {
    void loadToasts()
  }, [])
  return (
    <RequireSession>
      <AdminHeader />
      <Outlet />
    </RequireSession>
  )
}

function AdminHeader() {
  const { session } = useSession()
  const navigate = useNavigate()
  // Sign out, then leave: navigating first would let the guard, still mounted while the landing
  // chunk loads, see the session end and send the user to /login instead.
  async function logOut() {
    await signOut()
    navigate(paths.home())
  }
  return (
    <header className="flex items-center gap-4 border-b border-slate-200 px-6 py-3 dark:border-slate-800">
      <Link to={paths.admin()} className="font-semibold">
        Eventail
      </Link>
      <p className="ml-auto text-sm text-slate-600 dark:text-slate-300">
        Signed in as <strong className="font-medium">{session?.user.email}</strong>
      </p>
      <ThemeToggle />
      <Button variant="secondary" onClick={logOut}>
        Log out
      </Button>
    </header>
  )
}
