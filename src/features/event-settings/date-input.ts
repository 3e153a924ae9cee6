import { parseDate } from '@/lib/dates'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The events.date column is a timestamp (the seed's events start at 15:00), so the forms use a
 * datetime-local box: the stored instant is shown on the viewer's clock as YYYY-MM-DDTHH:mm.
 */
export function toDateTimeInput(value: string | null | undefined): string {
  if (!value) return ''
  const date = parseDate(value)
  if (Number.isNaN(date.getTime())) return ''
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The box's local date and time as the instant to store, or null when it is empty or unreadable. */
export function fromDateTimeInput(value: string): string | null {
  if (!value.trim()) return null
  // Without an offset, ECMAScript reads date-time forms as local time.
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}
