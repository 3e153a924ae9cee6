import { memo } from 'react'
import { useDroppable } from '@dnd-kit/core'
import type { PlanPerson } from '../people'
import { PersonChip } from './person-chip'

export const UNSEATED_ZONE = 'unseated'

/** Adults at no table; a drop zone too, to take someone off a table. */
export const UnseatedPanel = memo(function UnseatedPanel({ people }: { people: PlanPerson[] }) {
  const { setNodeRef, isOver } = useDroppable({ id: UNSEATED_ZONE, data: { label: 'Unseated guests' } })
  return (
    <section
      ref={setNodeRef}
      aria-label="Unseated guests"
      className={`rounded-lg border p-4 ${isOver ? 'border-rose-500 bg-rose-50 dark:bg-rose-950/30' : 'border-slate-200 dark:border-slate-800'}`}
    >
      <h2 className="font-semibold">
        Unseated guests <span className="text-sm font-normal text-slate-500">({people.length})</span>
      </h2>
      {people.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Everyone has a seat.</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {people.map((person) => (
            <PersonChip key={person.key} person={person} />
          ))}
        </ul>
      )}
    </section>
  )
})
