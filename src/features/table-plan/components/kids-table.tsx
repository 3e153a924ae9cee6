import { memo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FIELD_LIMITS } from '@kernel/field-limits'
import type { PlanAction } from '../plan-reducer'
import type { PlanPerson } from '../people'
import { PersonLabel } from './person-chip'

/**
 * SPEC §5: kids sit together at the kids table and are not dragged onto other tables. The
 * organiser may seat a kid with their parents instead: the kid then belongs to their parents'
 * party at the tables (and comes back here with 'Back to the kids table').
 */
export const KidsTable = memo(function KidsTable({
  kids,
  name,
  withParents,
  places,
  onSeatWithParents,
  dispatch,
}: {
  kids: PlanPerson[]
  name: string
  withParents: PlanPerson[]
  places: ReadonlyMap<string, string>
  onSeatWithParents: (kid: PlanPerson) => void
  dispatch: (action: PlanAction) => void
}) {
  const [draft, setDraft] = useState(name)
  const [editedFrom, setEditedFrom] = useState(name)
  // A rename elsewhere (save, reload) resets the field; typing does not.
  if (editedFrom !== name) {
    setEditedFrom(name)
    setDraft(name)
  }
  const commit = () => {
    dispatch({ type: 'renameKidsTable', name: draft })
    if (!draft.trim()) setDraft(name)
  }
  return (
    <section aria-label="Kids table" className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h2 className="font-semibold">
        Kids table <span className="text-sm font-normal text-slate-500">({kids.length})</span>
      </h2>
      <label className="mt-2 flex flex-col gap-1 text-sm text-slate-600 dark:text-slate-300">
        Kids table name
        <input
          value={draft}
          maxLength={FIELD_LIMITS.label}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget as HTMLInputElement).blur()}
          className="rounded border border-slate-300 px-2 py-1 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
      </label>
      {kids.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          {withParents.length ? 'Every child sits with their parents.' : 'No children among the guests.'}
        </p>
      ) : (
        <ul aria-label="At the kids table" className="mt-3 flex flex-col gap-1">
          {kids.map((kid) => (
            <li key={kid.key} className="flex items-center gap-2 text-sm">
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-3 py-1 dark:bg-amber-950/40">
                <PersonLabel person={kid} />
              </span>
              <Button
                variant="ghost"
                className="ml-auto px-2 py-0.5 text-xs"
                aria-label={`Seat ${kid.name} with their parents`}
                onClick={() => onSeatWithParents(kid)}
              >
                With parents
              </Button>
            </li>
          ))}
        </ul>
      )}
      {withParents.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-medium">Seated with their parents</h3>
          <ul aria-label="Kids seated with their parents" className="mt-1 flex flex-col gap-1 text-sm">
            {withParents.map((kid) => (
              <li key={kid.key} className="flex items-center gap-2">
                <span>
                  {kid.name}{' '}
                  <span className="text-slate-500 dark:text-slate-400">({places.get(kid.key) ?? 'no table yet'})</span>
                </span>
                <Button
                  variant="ghost"
                  className="ml-auto px-2 py-0.5 text-xs"
                  aria-label={`Move ${kid.name} back to the kids table`}
                  onClick={() => dispatch({ type: 'backToKidsTable', key: kid.key })}
                >
                  Back to kids table
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
})
