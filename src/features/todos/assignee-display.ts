import { personName } from '@/lib/person-name'
import type { Assignable } from './types'

/** SPEC §2: an assignee shows as their name, else their e-mail, else the raw id (no longer on the team). */
export function assigneeLabel(id: string, team: readonly Assignable[]): string {
  const member = team.find((candidate) => candidate.id === id)
  if (!member) return id
  return personName(member.name) ?? (member.email?.trim() || id)
}

/** SPEC §2: at most three chips, then '+ N more' for the rest. */
export const MAX_CHIPS = 3

export function assigneeChips(ids: readonly string[], team: readonly Assignable[]) {
  const shown = ids.slice(0, MAX_CHIPS).map((id) => ({ id, label: assigneeLabel(id, team) }))
  const rest = ids.length - shown.length
  return { shown, more: rest > 0 ? `+ ${rest} more` : null }
}

/** Who to notify (SPEC §7): assignees that were not assigned before, never the author. */
export function assigneesToNotify(next: readonly string[], before: readonly string[], currentUserId: string | null) {
  const previous = new Set(before)
  return [...new Set(next)].filter((id) => id !== currentUserId && !previous.has(id))
}
