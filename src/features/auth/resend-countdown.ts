/** SPEC §9: after a magic link is sent, the button stays disabled for 60 seconds. */
export const RESEND_DELAY_MS = 60_000

/** Whole seconds left before `endsAt`, rounded up: 60 right after sending, 0 exactly at the end. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0
  return Math.max(0, Math.ceil((endsAt - now) / 1000))
}
