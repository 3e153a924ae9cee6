import { Link, useLocation } from 'react-router-dom'
import { routes } from '@/lib/paths'

const STEPS = [
  { label: 'General', path: routes.adminNewGeneral },
  { label: 'Details', path: routes.adminNewDetails },
] as const

/** Where the wizard stands; the current step carries aria-current="step". */
export function WizardProgress() {
  const { pathname } = useLocation()
  const path = pathname.replace(/\/+$/, '')
  return (
    <nav aria-label="New event steps">
      <ol className="flex gap-2 text-sm">
        {STEPS.map(({ label, path: stepPath }, index) => {
          const current = path === stepPath
          return (
            <li key={stepPath}>
              <Link
                to={stepPath}
                aria-current={current ? 'step' : undefined}
                className={`flex items-center gap-2 rounded-full px-3 py-1 focus-visible:outline-2 focus-visible:outline-rose-500 ${
                  current
                    ? 'bg-rose-600 text-white'
                    : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200'
                }`}
              >
                <span aria-hidden="true">{index + 1}.</span> {label}
              </Link>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
