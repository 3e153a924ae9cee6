import { Link } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/button'
import { paths } from '@/lib/paths'

/** SPEC §2 sign-in: shown in the tab that asked for the link once the link signed in elsewhere. */
export function SignedInNotice() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <h1 className="text-2xl font-semibold">Successfully logged in</h1>
      <p className="text-slate-600 dark:text-slate-300">You can close this tab.</p>
      <Link to={paths.admin()} className={buttonStyles('secondary')}>
        Go to dashboard
      </Link>
    </div>
  )
}
