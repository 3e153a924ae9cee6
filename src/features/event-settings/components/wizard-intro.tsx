import { Link } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/button'
import { routes } from '@/lib/paths'

/** /admin/new: what the two steps ask for, then the way in. */
export function WizardIntro() {
  return (
    <section className="flex flex-col items-start gap-4">
      <p className="text-slate-700 dark:text-slate-300">
        Two short steps: first the event&apos;s name and the address of its public page, then what kind of event it is,
        when and where it takes place, and who it celebrates. Everything but the type can be left for later.
      </p>
      <Link to={routes.adminNewGeneral} className={buttonStyles()}>
        Get started
      </Link>
    </section>
  )
}
