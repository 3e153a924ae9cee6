import { useEffect, useRef } from 'react'
import { assigneeLabel } from '../assignee-display'
import type { Assignable } from '../types'
import { AssigneeChips } from './assignee-chips'

const BOX = 'h-4 w-4 accent-rose-600'

/**
 * SPEC §2: assignees from the event's team, a multi-select with select-all. A checkbox list rather
 * than a combobox: every member is one Tab/Space away, and screen readers read it natively.
 */
export function AssigneePicker({
  team,
  value,
  onChange,
}: {
  team: readonly Assignable[]
  value: readonly string[]
  onChange: (ids: string[]) => void
}) {
  const all = useRef<HTMLInputElement>(null)
  const chosen = new Set(value)
  const teamIds = team.map((member) => member.id)
  const count = teamIds.filter((id) => chosen.has(id)).length
  const allChosen = team.length > 0 && count === team.length
  // A former member stays assigned until unticked, so nothing is dropped without the user seeing it.
  const former = value.filter((id) => !teamIds.includes(id))

  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && !allChosen
  }, [count, allChosen])

  const toggle = (id: string) => onChange(chosen.has(id) ? value.filter((v) => v !== id) : [...value, id])

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Assignees</legend>
      <AssigneeChips ids={value} team={team} />
      <div className="max-h-48 overflow-y-auto rounded-md border border-slate-300 p-2 dark:border-slate-700">
        {team.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No team members yet.</p>
        ) : (
          <label className="flex items-center gap-2 border-b border-slate-200 pb-2 text-sm font-medium dark:border-slate-700">
            <input
              ref={all}
              type="checkbox"
              className={BOX}
              checked={allChosen}
              onChange={() => onChange(allChosen ? former : [...former, ...teamIds])}
            />
            Select all
          </label>
        )}
        <ul className="mt-1 flex flex-col">
          {[...team.map((m) => m.id), ...former].map((id) => (
            <li key={id}>
              <label className="flex items-center gap-2 py-1 text-sm">
                <input type="checkbox" className={BOX} checked={chosen.has(id)} onChange={() => toggle(id)} />
                <span className="truncate">{assigneeLabel(id, team)}</span>
              </label>
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  )
}
