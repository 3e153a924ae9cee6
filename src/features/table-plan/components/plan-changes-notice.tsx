import type { PlanChanges } from '../plan-model'

const names = (list: { name: string }[]) => list.map((p) => p.name).join(', ')

/** Guest-list changes since the plan was saved, said once instead of silently applied. */
export function PlanChangesNotice({ changes }: { changes: PlanChanges }) {
  const { added, left, unknown } = changes
  if (added.length + left.length + unknown.length === 0) return null
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-800 dark:bg-amber-950/40"
    >
      <p className="font-medium">The guest list changed since this plan was saved.</p>
      <ul className="mt-2 list-disc pl-5">
        {added.length > 0 && <li>New, now unseated: {names(added)}</li>}
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
