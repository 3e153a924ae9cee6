import type { ApiAnswer } from '@/lib/data/api-client'
import { TEAM_MESSAGES } from './team-messages'

/** SPEC §5 team invite: the e-mail must be non-empty after trimming; null when it is empty. */
export function inviteEmail(raw: string): string | null {
  const email = raw.trim()
  return email === '' ? null : email
}

/**
 * What /api/invite-user's answer means for the user (SPEC §7 "must be JSON with message or
 * error", §8 Team): the success text, or the failure to show.
 */
export function readInviteAnswer(answer: ApiAnswer): { ok: true; message: string } | { ok: false; message: string } {
  // The word "status" stays in the text, as the spec words it, followed by the code itself.
  if (answer.body === null) return { ok: false, message: `Server returned non-JSON response: status ${answer.status}` }
  if (answer.ok) {
    const { message } = answer.body
    return { ok: true, message: typeof message === 'string' && message.trim() !== '' ? message : TEAM_MESSAGES.added }
  }
  const { error } = answer.body
  if (typeof error === 'string' && error.trim() !== '') return { ok: false, message: error }
  return { ok: false, message: `Request failed with status ${answer.status}` }
}
