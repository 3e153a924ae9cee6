import { useNavigate } from 'react-router-dom'
import { Menu } from '@/components/ui/menu'
import { paths } from '@/lib/paths'
import { useSession } from '@/entities/session'
import { signOut } from '../api/sign-out'
import { initials } from '../initials'

/** SPEC §2 avatar menu: one action, Log out, which signs out and goes to /. */
export function UserMenu() {
  const { name, email } = useSession()
  const navigate = useNavigate()
  // Sign out, then leave: navigating first would let the /admin guard, still mounted while the
  // landing chunk loads, see the session end and send the user to /login instead.
  async function logOut() {
    await signOut()
    navigate(paths.home())
  }
  const avatar = (
    <span
      aria-hidden="true"
      className="flex size-8 items-center justify-center rounded-full bg-rose-700 text-xs font-semibold text-white"
    >
      {initials(name, email)}
    </span>
  )
  return <Menu label="Account menu" trigger={avatar} items={[{ label: 'Log out', onSelect: () => void logOut() }]} />
}
