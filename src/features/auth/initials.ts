import type { ProfileName } from '@/entities/session'

/** The avatar's letters: first and last initials, else the e-mail's first letter, else '?'. */
export function initials(name: ProfileName | null, email: string | null): string {
  const fromName = `${name?.first.trim().charAt(0) ?? ''}${name?.last.trim().charAt(0) ?? ''}`
  const letters = fromName || email?.trim().charAt(0) || '?'
  return letters.toLocaleUpperCase()
}
