import { useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { ThemeToggle } from '../components/ui/theme-toggle'
import { ProfileGuard } from '../features/auth/components/profile-guard'
import { UserMenu } from '../features/auth/components/user-menu'
import { RequireSession } from '../features/auth/require-session'
import { useSession } from '../features/auth/use-session'
import { AdminHeader } from '../features/layout/components/admin-header'
import { NotificationsMenu } from '../features/notifications/components/notifications-menu'
import { loadToasts } from '../lib/toast'

/** SPEC §2 /admin frame: a session and a complete profile first, then the header over every screen. */
export function AdminLayout() {
  // Admin screens toast after most writes: have sonner ready before the first one.
  useEffect(() => {
    void loadToasts()
  }, [])
  return (
    <RequireSession>
      <ProfileGuard>
        <AdminFrame />
      </ProfileGuard>
    </RequireSession>
  )
}

function AdminFrame() {
  const { userId, isAdmin } = useSession()
  return (
    <>
      <AdminHeader userId={userId} showUsersLink={isAdmin}>
        <NotificationsMenu />
        <ThemeToggle />
        <UserMenu />
      </AdminHeader>
      <Outlet />
    </>
  )
}
