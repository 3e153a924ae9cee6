import { useEffect, useState } from 'react'
import { RESEND_DELAY_MS, secondsLeft } from './resend-countdown'

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
