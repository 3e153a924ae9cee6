import { useDraggable } from '@dnd-kit/core'
import { memo } from 'react'
import type { PlanPerson } from '../people'
import { LockIcon } from './lock-icon'

const chip =
  'inline-flex max-w-full items-center gap-1 rounded-full border px-3 py-1 text-sm ' +
  'border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900'

/** A person's name as shown everywhere on the plan; vegetarians carry a small marker. */
export function PersonLabel({ person }: { person: PlanPerson }) {
  return (
    <>
      <span className="truncate">{person.name}</span>
      {person.vegetarian && (
        <span className="text-xs text-emerald-700 dark:text-emerald-400" title="Vegetarian">
          (veg)
        </span>
      )}
    </>
  )
}

/**
 * Someone who sits at the tables (an adult, or a kid seated with their parents), dragged with the
 * mouse, touch or the keyboard (Space, arrows, Space). A locked seat shows a padlock, and the
 * chip is described by `lockedHint` (the id of a 'Seat locked' text): the unlocked chips keep
 * their width, so two still fit side by side on a table.
 */
export const PersonChip = memo(function PersonChip({
  person,
  lockedHint,
}: {
  person: PlanPerson
  lockedHint?: string
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: person.key })
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-roledescription="guest"
        aria-describedby={lockedHint}
        className={`${chip} cursor-grab touch-none focus-visible:outline-2 focus-visible:outline-rose-500 ${isDragging ? 'opacity-40' : ''} ${lockedHint ? 'border-rose-400 dark:border-rose-700' : ''}`}
      >
        <PersonLabel person={person} />
        {person.kid && <span className="text-xs text-amber-700 dark:text-amber-400">(child)</span>}
        {lockedHint && (
          <LockIcon open={false} aria-hidden="true" className="h-3 w-3 shrink-0 text-rose-600 dark:text-rose-400" />
        )}
      </button>
    </li>
  )
})

/** How the dragged person looks under the pointer. */
export function DraggedChip({ person }: { person: PlanPerson }) {
  return (
    <div className={`${chip} cursor-grabbing shadow-lg ring-2 ring-rose-500`}>
      <PersonLabel person={person} />
    </div>
  )
}
