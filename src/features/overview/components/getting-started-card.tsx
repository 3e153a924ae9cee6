import { Link } from 'react-router-dom'
import { isModuleOn, type EventRow } from '@/entities/event'
import { paths } from '@/lib/paths'
import { useGiftCount, useMailingCount } from '../api/get-start-counts'
import { sitePublished, startSteps } from '../getting-started'

/**
 * 'Getting started' (issue 29): where a new event opens, five steps that tick themselves as the
 * event gets a website, guests, invitations sent, gifts and photo sharing; gone once all are done.
 */
export function GettingStartedCard({ event, guestCount }: { event: EventRow; guestCount: number | undefined }) {
  const on = (module: Parameters<typeof isModuleOn>[1]) => isModuleOn(event.moduleActivation, module)
  const gifts = useGiftCount(event.id, on('gifts'))
  const mailings = useMailingCount(event.id, on('guests'))
  const loaded =
    (!on('guests') || (guestCount !== undefined && mailings.data !== undefined)) &&
    (!on('gifts') || gifts.data !== undefined)
  if (!loaded) return null
  const uploads = event.photoSharingSettings as { public?: unknown } | null
  const steps = startSteps(
    {
      site: sitePublished(event.websiteSettings, event.siteContent),
      guests: guestCount ?? 0,
      mailings: mailings.data ?? 0,
      gifts: gifts.data ?? 0,
      uploadsOpen: uploads?.public === true,
    },
    on,
  )
  const done = steps.filter((step) => step.done).length
  if (done === steps.length) return null
  return (
    <section
      aria-labelledby="getting-started"
      className="mb-6 rounded-lg border border-rose-200 bg-rose-50/50 p-4 dark:border-rose-900 dark:bg-rose-950/30"
    >
      <h2 id="getting-started" className="text-lg font-semibold">
        Getting started
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {done} of {steps.length} done. Each step ticks itself once it is done.
      </p>
      <ol className="mt-3 flex flex-col gap-1">
        {steps.map((step) => (
          <li key={step.id} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className={`flex size-5 shrink-0 items-center justify-center rounded-full border text-xs ${
                step.done
                  ? 'border-emerald-600 bg-emerald-600 text-white'
                  : 'border-slate-400 text-transparent dark:border-slate-500'
              }`}
            >
              ✓
            </span>
            <Link
              to={paths.eventTab(event.id, step.tab)}
              className={`rounded text-sm hover:underline focus-visible:outline-2 focus-visible:outline-rose-500 ${
                step.done ? 'text-slate-500 line-through dark:text-slate-400' : 'font-medium'
              }`}
            >
              {step.label}
              <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  )
}
