import { useDroppable } from '@dnd-kit/core'
import { memo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FIELD_LIMITS } from '@/kernel/field-limits'
import { capacityState, type PlanTable } from '../plan-model'
import type { PlanAction } from '../plan-reducer'
import type { PlanPerson } from '../people'
import { LockIcon } from './lock-icon'
import { PersonChip } from './person-chip'

const COUNT_COLOURS = {
  over: 'text-red-600 dark:text-red-400',
  full: 'text-emerald-600 dark:text-emerald-400',
  open: 'text-slate-600 dark:text-slate-300',
}

/**
 * One table: its name (renamed in place), seat count, seats, the people at it, each with a lock
 * that keeps them here through Generate and Optimise, and remove.
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
          if (!person) return null
          const isLocked = locked.has(key)
          return (
            <PersonChip key={key} person={person}>
              <label
                className="relative inline-flex items-center"
                title={isLocked ? 'Seat locked: Generate and Optimise leave it here' : 'Lock this seat'}
              >
                <input
                  type="checkbox"
                  className="peer absolute inset-0 m-0 cursor-pointer opacity-0"
                  aria-label={`Lock ${person.name}'s seat`}
                  checked={isLocked}
                  onChange={(e) => dispatch({ type: 'lock', key, locked: e.target.checked })}
                />
                <LockIcon
                  open={!isLocked}
                  aria-hidden="true"
                  className="h-5 w-5 rounded p-0.5 text-slate-400 peer-checked:text-rose-600 peer-focus-visible:outline-2 peer-focus-visible:outline-rose-500 dark:text-slate-500 dark:peer-checked:text-rose-400"
                />
              </label>
            </PersonChip>
          )
        })}
      </ul>
    </section>
  )
})
