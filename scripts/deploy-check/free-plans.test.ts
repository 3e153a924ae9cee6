import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import {
  HOBBY,
  checkBundleSizes,
  checkCrons,
  checkDrainFits,
  checkDurations,
  checkFreePlans,
  checkFunctionCount,
  maxRunsPerDay,
  worstDrainSeconds,
  type VercelJson,
} from './free-plans.ts'

const names = (n: number) => Array.from({ length: n }, (_, i) => `fn-${i}`)
const failed = (findings: { ok: boolean; what: string }[]) => findings.filter((f) => !f.ok).map((f) => f.what)

it("passes the project's own vercel.json and api/ on Vercel Hobby", () => {
  const config = JSON.parse(readFileSync(new URL('../../vercel.json', import.meta.url), 'utf8')) as VercelJson
  const api = ['accept-invitation', 'copy-public-photos', 'event-page', 'health', 'send-guest-mails']
  expect(failed(checkFreePlans(config, api))).toEqual([])
})

it('fails on a cron that runs more than once a day, and says why', () => {
  expect(maxRunsPerDay('* * * * *')).toBe(1440)
  expect(maxRunsPerDay('0 5 * * 1')).toBe(1)
  const bad = checkCrons({
    crons: [
      { path: '/api/send-guest-mails', schedule: '* * * * *' },
      { path: '/api/a', schedule: '0 */12 * * *' },
      { path: '/api/b', schedule: '0 4 * * *' },
      { path: '/api/c', schedule: '30 6 * * 1' },
    ],
  })
  expect(failed(bad)).toEqual([
    expect.stringMatching(
      /^cron \/api\/send-guest-mails \(\* \* \* \* \*\) runs 1440 times a day: Vercel Hobby allows once a day/,
    ),
    expect.stringMatching(/^cron \/api\/a .* runs 2 times a day/),
  ])
})

it('fails on more than 12 functions and prints the count against the budget', () => {
  expect(checkFunctionCount(names(12))).toEqual({
    ok: true,
    what: '12 of 12 functions Vercel Hobby allows per deployment',
  })
  const over = checkFunctionCount(names(13))
  expect(over.ok).toBe(false)
  expect(over.what).toMatch(/^13 functions, over the 12 Vercel Hobby allows/)
})

it("fails on a function duration above Hobby's", () => {
  expect(failed(checkDurations({ functions: { 'api/*.ts': { maxDuration: 60 } } }, names(2)))).toEqual([])
  expect(failed(checkDurations({ functions: { 'api/*.ts': { maxDuration: 61 } } }, names(1)))).toEqual([
    'api/fn-0 asks for maxDuration 61 s: Vercel Hobby allows at most 60 s',
  ])
  expect(failed(checkDurations({ functions: { 'api/fn-1.ts': { maxDuration: 800 } } }, names(2)))).toEqual([
    'api/fn-1 asks for maxDuration 800 s: Vercel Hobby allows at most 60 s',
  ])
  // Fluid compute raises Hobby's ceiling to 300 s.
  expect(failed(checkDurations({ fluid: true, functions: { 'api/*.ts': { maxDuration: 300 } } }, names(1)))).toEqual([])
})

it("fails on a function bundle over Vercel's 250 MB", () => {
  expect(failed(checkBundleSizes([{ name: 'ok', bytes: HOBBY.bundleBytes }]))).toEqual([])
  expect(failed(checkBundleSizes([{ name: 'big', bytes: HOBBY.bundleBytes + 1 }]))).toEqual([
    "api/big bundle is 250.0 MB, over Vercel's 250.0 MB uncompressed limit",
  ])
})

it("fails when the mail drain's worst run does not fit its maxDuration", () => {
  // 5 s of claims, then 20 mails over 5 connections, each stalling 9 s, and 2 s of calls.
  expect(worstDrainSeconds({ budgetMs: 5000, batchSize: 20 })).toBe(43)
  expect(checkDrainFits({ functions: { 'api/*.ts': { maxDuration: 60 } } }).ok).toBe(true)
  expect(checkDrainFits({ functions: { 'api/*.ts': { maxDuration: 10 } } }).ok).toBe(false)
  expect(
    checkDrainFits({ functions: { 'api/*.ts': { maxDuration: 60 } } }, { budgetMs: 5000, batchSize: 50 }).what,
  ).toMatch(/worst run takes 97 s \(50 mails a batch\), over its maxDuration of 60 s/)
})
