import { useDroppable } from '@dnd-kit/core'
import { lazy, memo, Suspense, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FIELD_LIMITS } from '@kernel/field-limits'
import { capacityState, type PlanTable } from '../plan-model'
import type { PlanAction } from '../plan-reducer'
import type { PlanPerson } from '../people'
import { LockIcon } from './lock-icon'
import { PersonChip } from './person-chip'

// Opened on demand: the lock list's code loads when an organiser asks for it.
const TableLocks = lazy(() => import('./table-locks').then((m) => ({ default: m.TableLocks })))

const COUNT_COLOURS = {
  over: 'text-red-600 dark:text-red-400',
  full: 'text-emerald-600 dark:text-emerald-400',
  open: 'text-slate-600 dark:text-slate-300',
}

/**
 * One table: its name (renamed in place), seat count, seats, the people at it, remove, and the
 * choice of whose seat is locked (kept through Generate and Optimise).
 */
export const TableCard = memo(function TableCard({
  table,
  people,
  locked,
  dispatch,
}: {
  table: PlanTable
  people: ReadonlyMap<string, PlanPerson>
  /** Keys whose seat is locked. */
  locked: ReadonlySet<string>
  dispatch: (action: PlanAction) => void
}) {
  const { setNodeRef, isOver } = useDroppable({ id: table.id, data: { label: table.name } })
  const [name, setName] = useState(table.name)
  const [editedFrom, setEditedFrom] = useState(table.name)
  // A rename elsewhere (generate, reload) resets the field; typing does not.
  if (editedFrom !== table.name) {
    setEditedFrom(table.name)
    setName(table.name)
  }
  const [choosingLocks, setChoosingLocks] = useState(false)
  const lockedHint = `${useId()}-locked`
  const state = capacityState(table)
  const commit = () => {
    dispatch({ type: 'renameTable', id: table.id, name })
    if (!name.trim()) setName(table.name)
  }
  return (
    <section
      ref={setNodeRef}
      aria-label={table.name}
      className={`flex flex-col gap-3 rounded-lg border p-4 ${isOver ? 'border-rose-500 bg-rose-50 dark:bg-rose-950/30' : 'border-slate-200 dark:border-slate-800'}`}
    >
      <div className="flex items-center gap-2">
        <input
          aria-label="Table name"
          value={name}
          maxLength={FIELD_LIMITS.label}
          onChange={(e) => setName(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget as HTMLInputElement).blur()}
          className="min-w-0 flex-1 rounded border border-transparent bg-transparent px-1 font-semibold hover:border-slate-300 focus:border-slate-400 dark:hover:border-slate-700"
        />
        <button
          type="button"
          aria-label={`Lock seats at ${table.name}`}
          aria-expanded={choosingLocks}
          title="Lock seats: Generate and Optimise leave them where they are"
          onClick={() => setChoosingLocks((open) => !open)}
          className="rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-rose-500 aria-expanded:text-rose-600 dark:text-slate-400 dark:hover:bg-slate-800"
        >
          <LockIcon open={!table.people.some((key) => locked.has(key))} aria-hidden="true" className="h-4 w-4" />
        </button>
        <span className={`text-sm font-medium tabular-nums ${COUNT_COLOURS[state]}`} data-capacity={state}>
          {table.people.length} / {table.seats}
        </span>
      </div>
      <div className="flex items-center gap-2 text-sm">
        <label className="flex items-center gap-1 text-slate-600 dark:text-slate-300">
          Seats
          <input
            type="number"
            min={1}
            value={table.seats}
            onChange={(e) => dispatch({ type: 'setSeats', id: table.id, seats: e.target.valueAsNumber })}
            className="w-16 rounded border border-slate-300 px-1 dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <Button
          variant="ghost"
          className="ml-auto px-2 py-1 whitespace-nowrap"
          onClick={() => dispatch({ type: 'removeTable', id: table.id })}
        >
          Remove table
        </Button>
      </div>
      <ul aria-label={`Seated at ${table.name}`} className="flex min-h-10 flex-wrap gap-2">
        {table.people.map((key) => {
          const person = people.get(key)
          return person ? (
            <PersonChip key={key} person={person} lockedHint={locked.has(key) ? lockedHint : undefined} />
          ) : null
        })}
      </ul>
      <span id={lockedHint} hidden>
        Seat locked
      </span>
      {choosingLocks && (
        <Suspense fallback={null}>
          <TableLocks table={table} people={people} locked={locked} dispatch={dispatch} />
        </Suspense>
      )}
    </section>
  )
})
