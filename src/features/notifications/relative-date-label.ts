import { differenceInCalendarDays, format } from 'date-fns'

/**
 * SPEC §2 notifications menu: Today, Tomorrow, Yesterday, 'N days ago' from 2 to 10 days back,
 * otherwise 'd MMM yyyy'. Calendar days in the viewer's time zone, not 24-hour spans, so a
 * notification from 23:59 yesterday reads Yesterday at 00:01.
 */
export function relativeDateLabel(value: string | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const days = differenceInCalendarDays(date, now)
  if (days === 0) return 'Today'
  if (days === 1) return 'Tomorrow'
  if (days === -1) return 'Yesterday'
  if (days <= -2 && days >= -10) return `${-days} days ago`
  return format(date, 'd MMM yyyy')
}
