import type { PlanChanges } from '../plan-model'
import type { PlanPerson } from '../people'

const names = (list: { name: string }[]) => list.map((p) => p.name).join(', ')

/**
 * Guest-list changes since the plan was saved, said instead of silently applied. New people are
 * told where they are on screen now (`places`: key → table name), so the notice stays true after
 * Generate, Optimise or a drag.
 */
export function PlanChangesNotice({ changes, places }: { changes: PlanChanges; places: ReadonlyMap<string, string> }) {
  const { added, left, unknown } = changes
  if (added.length + left.length + unknown.length === 0) return null
  const unseated: PlanPerson[] = []
  const seated: string[] = []
  for (const person of added) {
    const place = places.get(person.key)
    if (place === undefined) unseated.push(person)
    else seated.push(`${person.name} (${place})`)
  }
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-800 dark:bg-amber-950/40"
    >
      <p className="font-medium">The guest list changed since this plan was saved.</p>
      <ul className="mt-2 list-disc pl-5">
        {unseated.length > 0 && <li>New, now unseated: {names(unseated)}</li>}
        {seated.length > 0 && <li>New, now seated: {seated.join(', ')}</li>}
        {left.length > 0 && (
          <li>No longer coming, taken off their table: {left.map((p) => `${p.name} (${p.table})`).join(', ')}</li>
        )}
        {unknown.length > 0 && (
          <li>
            Not on the guest list any more, taken off the plan:{' '}
            {unknown.map((p) => `${p.name} (${p.table})`).join(', ')}
          </li>
        )}
      </ul>
      <p className="mt-2">Save the plan to keep it this way.</p>
    </div>
  )
}
