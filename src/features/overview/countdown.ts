import { differenceInCalendarDays } from 'date-fns'

/**
 * SPEC §2 countdown: 'D-n' before the event, 'D-Day!' on its day, 'D+n' afterwards, counted in
 * calendar days on the viewer's clock (an evening event is still "D-1" the evening before).
 * Null when the event has no date.
 */
export function eventCountdown(date: string | Date | null | undefined, now: Date = new Date()): string | null {
  if (date === null || date === undefined || date === '') return null
  const day = date instanceof Date ? date : new Date(date)
  if (Number.isNaN(day.getTime())) return null
  const days = differenceInCalendarDays(day, now)
  if (days === 0) return 'D-Day!'
  return days > 0 ? `D-${days}` : `D+${-days}`
}
