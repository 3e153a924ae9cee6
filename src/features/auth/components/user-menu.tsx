import { useNavigate } from 'react-router-dom'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../lib/paths'
import { signOut } from '../api/sign-out'

/** SPEC §2 avatar menu (placeholder: a Log out button until the menu lands). */
export function UserMenu() {
  const navigate = useNavigate()
  async function logOut() {
    await signOut()
    navigate(paths.home())
  }
  return (
    <Button variant="secondary" onClick={logOut}>
      Log out
    </Button>
  )
}
