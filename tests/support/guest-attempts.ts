import { sql } from './clients.ts'

// Guests' limited entry points (limit_guest_attempts migration): their errors, and resetting an
// event's count so that one test's attempts do not refuse the next one's.

export const INVALID_CODE = { code: 'EV001', message: 'Code invalide', hint: 'invalid_upload_code' }
export const TOO_MANY = { code: 'EV013', hint: 'too_many_attempts' }

export async function forgetAttempts(eventId: string): Promise<void> {
  await sql(`delete from private.guest_attempts where scope = $1`, [eventId])
}

/** A well-formed code that is not `code`. */
export const otherCode = (code: string) => (code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ')
