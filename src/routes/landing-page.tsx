import { Link } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/button'
import { paths } from '@/lib/paths'

/** SPEC §2: the landing page's content is open; it must link to /admin/. */
export function LandingPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-6 px-6 text-center">
      <h1 className="text-4xl font-semibold tracking-tight">Eventail</h1>
      <p className="text-slate-600 dark:text-slate-300">
        Plan weddings, baptisms, birthdays and every event in between.
      </p>
      <Link to={paths.adminHome()} className={buttonStyles('primary')}>
        Go to admin
      </Link>
    </main>
  )
}
