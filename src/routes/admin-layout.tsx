import { useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { ThemeToggle } from '@/components/ui/theme-toggle'
import { ProfileGuard } from '@/features/auth/components/profile-guard'
import { UserMenu } from '@/features/auth/components/user-menu'
import { RequireSession } from '@/features/auth/require-session'
import { useSession } from '@/entities/session'
import { AdminHeader } from '@/features/layout/components/admin-header'
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu'
import { createSwrConfig } from '@/lib/swr-config'
import { loadToasts } from '@/lib/toast'

// Built once: a new object per render would make every SWR hook see a config change.
const swrConfig = createSwrConfig()

/** SPEC §2 /admin frame: a session and a complete profile first, then the header over every screen. */
export function AdminLayout() {
  // Admin screens toast after most writes: have sonner ready before the first one.
  useEffect(() => {
    void loadToasts()
  }, [])
  return (
    <SWRConfig value={swrConfig}>
      <RequireSession>
        <ProfileGuard>
          <AdminFrame />
        </ProfileGuard>
      </RequireSession>
    </SWRConfig>
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
