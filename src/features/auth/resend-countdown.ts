import { useEffect, useState } from 'react'

/** SPEC §9: after a magic link is sent, the button stays disabled for 60 seconds. */
export const RESEND_DELAY_MS = 60_000

/** Whole seconds left before `endsAt`, rounded up: 60 right after sending, 0 exactly at the end. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0
  return Math.max(0, Math.ceil((endsAt - now) / 1000))
}

/** The seconds left before another magic link may be requested, ticking while above 0. */
export function useResendCountdown(): { seconds: number; start: (delayMs?: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const seconds = secondsLeft(endsAt, now)

  useEffect(() => {
    if (seconds === 0) return
    // A quarter-second tick keeps the shown number within 250 ms of the truth.
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [seconds])

  return {
    seconds,
    start: (delayMs = RESEND_DELAY_MS) => {
      const at = Date.now()
      setNow(at)
      setEndsAt(at + delayMs)
    },
  }
}
