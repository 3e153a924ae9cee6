// Intl rather than date-fns here: the admin's first route carries this, and Intl costs no bytes.
const eventDateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' })

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A timestamp, or a date column (YYYY-MM-DD) read as that calendar day on the viewer's clock:
 * `new Date('2027-06-14')` would be UTC midnight, the 13th west of Greenwich.
 */
export function parseDate(value: string | Date): Date {
  if (value instanceof Date) return value
  const day = DATE_ONLY.exec(value)
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value)
}

/** SPEC §9: event dates in the admin read as long month, day and year in US English ("June 14, 2027"). */
export function formatEventDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const date = parseDate(value)
  return Number.isNaN(date.getTime()) ? '' : eventDateFormat.format(date)
}
