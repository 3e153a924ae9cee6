/**
 * pg_cron's five-field schedules, in UTC (pg_cron's default `cron.timezone`): numbers, `*`, lists,
 * ranges and steps (`*∕5`, `10-20/2`). https://github.com/citusdata/pg_cron#what-is-pg_cron
 * Names of months and days, `@daily` and 'N seconds' are not understood: such a job never runs.
 */
const BOUNDS: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
]

function partMatches(part: string, value: number, [min, max]: [number, number]): boolean {
  const m = /^(\*|\d+(?:-\d+)?)(?:\/(\d+))?$/.exec(part)
  if (!m) return false
  const step = m[2] === undefined ? 1 : Number(m[2])
  if (step < 1) return false
  let from = min
  let to = max
  if (m[1] !== '*') {
    const [a, b] = m[1].split('-').map(Number)
    from = a
    // `5/15` starts at 5 and steps to the field's end, as in Vixie cron.
    to = b ?? (m[2] === undefined ? a : max)
  }
  if (from < min || to > max || from > to) return false
  return value >= from && value <= to && (value - from) % step === 0
}

function fieldMatches(field: string, value: number, bounds: [number, number]): boolean {
  return field.split(',').some((part) => partMatches(part, value, bounds))
}

/** Whether a five-field cron expression names this minute (UTC). */
export function cronMatches(schedule: string, at: Date): boolean {
  const fields = schedule.trim().split(/\s+/)
  if (fields.length !== 5) return false
  const values = [at.getUTCMinutes(), at.getUTCHours(), at.getUTCDate(), at.getUTCMonth() + 1, at.getUTCDay()]
  const [minute, hour, day, month, weekday] = fields
  if (!fieldMatches(minute, values[0], BOUNDS[0])) return false
  if (!fieldMatches(hour, values[1], BOUNDS[1])) return false
  if (!fieldMatches(month, values[3], BOUNDS[3])) return false
  // Sunday is 0 or 7.
  const weekdayMatches =
    fieldMatches(weekday, values[4], BOUNDS[4]) || (values[4] === 0 && fieldMatches(weekday, 7, BOUNDS[4]))
  const dayMatches = fieldMatches(day, values[2], BOUNDS[2])
  // As in cron: when both day fields are restricted, either one may match.
  if (day !== '*' && weekday !== '*') return dayMatches || weekdayMatches
  return dayMatches && weekdayMatches
}

/** How many minutes of a day (a UTC day, the 1st of a 31-day month) the schedule names. */
export function runsPerDay(schedule: string, day = new Date('2027-01-01T00:00:00Z')): number {
  let runs = 0
  for (let minute = 0; minute < 24 * 60; minute++)
    if (cronMatches(schedule, new Date(day.getTime() + minute * 60_000))) runs++
  return runs
}
