import { addDays, endOfMonth, endOfWeek, format, isSameMonth, startOfMonth, startOfWeek } from 'date-fns'

/** Weeks start on Monday, as on the public site (SPEC §1). */
export const WEEK_STARTS_ON = 1

export interface CalendarDay {
  /** yyyy-MM-dd, the form's value. */
  key: string
  date: Date
  inMonth: boolean
  /** Before today: not selectable (SPEC §5). */
  past: boolean
}

/** The weeks shown for `month`: whole weeks from the Monday before the 1st to the Sunday after the last day. */
export function monthWeeks(month: Date, today: string): CalendarDay[][] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: WEEK_STARTS_ON })
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: WEEK_STARTS_ON })
  const weeks: CalendarDay[][] = []
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (weeks.length === 0 || weeks[weeks.length - 1].length === 7) weeks.push([])
    const key = format(day, 'yyyy-MM-dd')
    weeks[weeks.length - 1].push({ key, date: day, inMonth: isSameMonth(day, month), past: key < today })
  }
  return weeks
}

/** A date column value (yyyy-MM-dd) as a local date at midnight; never through UTC, which can shift the day. */
export function parseDayKey(key: string): Date {
  const [year, month, day] = key.split('-').map(Number)
  return new Date(year, month - 1, day)
}
