import { memo } from 'react'
import type { PlanPerson } from '../people'
import { PersonLabel } from './person-chip'

/** SPEC §5: kids sit together at the kids table and cannot be dragged onto other tables. */
export const KidsTable = memo(function KidsTable({ kids }: { kids: PlanPerson[] }) {
  return (
    <section aria-label="Kids table" className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h2 className="font-semibold">
        Kids table <span className="text-sm font-normal text-slate-500">({kids.length})</span>
      </h2>
      {kids.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">No children among the guests.</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {kids.map((kid) => (
            <li
              key={kid.key}
              className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-3 py-1 text-sm dark:bg-amber-950/40"
            >
              <PersonLabel person={kid} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
})
