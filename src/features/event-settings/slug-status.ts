import { SLUG_MESSAGES, validateSlug } from '@kernel/slug-rules'

export type SlugStatus =
  | { kind: 'unchanged' }
  /** Cleared: the event's public URL falls back to its id; nothing to check. */
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }
  | { kind: 'checking' }
  | { kind: 'available' }
  | { kind: 'taken'; message: string }
  /** The check itself failed; the database's unique index still guards the save. */
  | { kind: 'unknown' }

/** Results of is_slug_available by slug: true, false, or null when the call failed. */
export type SlugVerdicts = Readonly<Record<string, boolean | null>>

/** The slug that needs a uniqueness check, or null when the rules settle it without one. */
export function slugToCheck(input: string, savedSlug: string): string | null {
  if (input.trim() === savedSlug.trim()) return null
  const check = validateSlug(input)
  return check.ok ? check.slug : null
}

/** SPEC §5: rules first, then the uniqueness check's answer for exactly this slug. */
export function slugStatus(input: string, savedSlug: string, verdicts: SlugVerdicts): SlugStatus {
  if (input.trim() === savedSlug.trim()) return { kind: 'unchanged' }
  const check = validateSlug(input)
  if (!check.ok) return { kind: 'invalid', message: check.message }
  if (check.slug === null) return { kind: 'empty' }
  if (!(check.slug in verdicts)) return { kind: 'checking' }
  const available = verdicts[check.slug]
  if (available === null) return { kind: 'unknown' }
  return available ? { kind: 'available' } : { kind: 'taken', message: SLUG_MESSAGES.taken }
}

/** SPEC §5: a slug error blocks saving ('Please fix the URL error before saving'). */
export const slugBlocksSaving = (status: SlugStatus): boolean => status.kind === 'invalid' || status.kind === 'taken'
