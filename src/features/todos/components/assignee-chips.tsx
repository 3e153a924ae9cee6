import { assigneeChips } from '../assignee-display'
import type { Assignable } from '../types'

const CHIP = 'rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200'

/** Up to three names, then '+ N more' (SPEC §2). */
export function AssigneeChips({ ids, team }: { ids: readonly string[]; team: readonly Assignable[] }) {
  const { shown, more } = assigneeChips(ids, team)
  if (shown.length === 0) return null
  return (
    <ul aria-label="Assignees" className="flex flex-wrap gap-1">
      {shown.map((chip) => (
        <li key={chip.id} className={`${CHIP} max-w-[12rem] truncate`} title={chip.label}>
          {chip.label}
        </li>
      ))}
      {more && <li className={CHIP}>{more}</li>}
    </ul>
  )
}
