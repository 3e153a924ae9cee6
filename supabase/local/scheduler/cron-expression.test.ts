import { expect, it } from 'vitest'
import { cronMatches, runsPerDay } from './cron-expression.ts'

it('matches minutes as pg_cron reads its five fields, in UTC', () => {
  const at = new Date('2027-06-12T14:30:00Z') // a Saturday
  expect(cronMatches('* * * * *', at)).toBe(true)
  expect(cronMatches('*/15 * * * *', at)).toBe(true)
  expect(cronMatches('*/7 * * * *', at)).toBe(false)
  expect(cronMatches('30 14 * * *', at)).toBe(true)
  expect(cronMatches('0,30 13 * * *', at)).toBe(false)
  expect(cronMatches('25-35 9-17 * * *', at)).toBe(true)
  expect(cronMatches('0-59/10 * * * *', at)).toBe(true)
  expect(cronMatches('30 14 * * 1-5', at)).toBe(false)
  expect(cronMatches('30 14 * * 6', at)).toBe(true)
  expect(cronMatches('30 14 1 * 6', at)).toBe(true) // day of month or day of week
  expect(cronMatches('* * * *', at)).toBe(false)
  expect(cronMatches('@daily', at)).toBe(false)
  expect(cronMatches('61 * * * *', at)).toBe(false)
})

it('counts the runs a schedule makes in a day', () => {
  expect(runsPerDay('* * * * *')).toBe(1440)
  expect(runsPerDay('0 5 * * *')).toBe(1)
  expect(runsPerDay('0 */12 * * *')).toBe(2)
  expect(runsPerDay('0 5 * * 1')).toBe(0) // 2027-01-01 is a Friday
})
