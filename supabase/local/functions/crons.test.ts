import { expect, it } from 'vitest'
import { cronMatches, readCronJobs } from './crons.ts'

it("reads vercel.json's crons: the guest mail drain and the public photo copies every minute", () => {
  expect(readCronJobs()).toContainEqual({ path: '/api/send-guest-mails', schedule: '* * * * *' })
  expect(readCronJobs()).toContainEqual({ path: '/api/copy-public-photos', schedule: '* * * * *' })
})

it('matches minutes as Vercel reads its five fields, in UTC', () => {
  const at = new Date('2027-06-12T14:30:00Z')
  expect(cronMatches('* * * * *', at)).toBe(true)
  expect(cronMatches('*/15 * * * *', at)).toBe(true)
  expect(cronMatches('*/7 * * * *', at)).toBe(false)
  expect(cronMatches('30 14 * * *', at)).toBe(true)
  expect(cronMatches('0,30 13 * * *', at)).toBe(false)
  expect(cronMatches('* * * *', at)).toBe(false)
})
