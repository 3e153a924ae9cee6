import { expect, it } from 'vitest'
import { isCronCall, mailConfig } from './mail-config'
import type { ApiRequest } from './http'
import { classifySendError, senderAddress, sendErrorReason } from './mail-transport'

it('retries what is temporary (4xx, timeouts, dropped connections), gives up on what is permanent (5xx)', () => {
  expect(classifySendError({ responseCode: 451, response: '451 Try later' })).toBe('retry')
  expect(classifySendError({ responseCode: 421 })).toBe('retry')
  expect(classifySendError({ code: 'ETIMEDOUT' })).toBe('retry')
  expect(classifySendError({ code: 'ECONNECTION' })).toBe('retry')
  expect(classifySendError({ responseCode: 550, response: '550 No such user' })).toBe('failed')
  expect(classifySendError({ code: 'EENVELOPE' })).toBe('failed')
  expect(sendErrorReason({ response: '550  No such\r\nuser' })).toBe('550 No such user')
})

it('reads the sender address from MAIL_FROM, with or without a name', () => {
  expect(senderAddress('Eventail <hello@example.com>')).toBe('hello@example.com')
  expect(senderAddress(' hello@example.com ')).toBe('hello@example.com')
  expect(() => senderAddress('nobody')).toThrow('MAIL_FROM must be an e-mail address')
  expect(() => mailConfig({ MAIL_FROM: 'a@b.c', VITE_PUBLIC_SITE_URL: 'https://x.test' })).toThrow(
    'SMTP_URL is not set',
  )
  expect(mailConfig({ SMTP_URL: 'smtp://relay:587', MAIL_FROM: 'a@b.test', PUBLIC_APP_URL: 'https://x.test' })).toEqual(
    { smtpUrl: 'smtp://relay:587', fromAddress: 'a@b.test', siteUrl: 'https://x.test' },
  )
})

it("takes Vercel Cron's call by its CRON_SECRET only", () => {
  const call = (authorization?: string) => ({ headers: { authorization } }) as unknown as ApiRequest
  expect(isCronCall(call('Bearer s3cret'), { CRON_SECRET: 's3cret' })).toBe(true)
  expect(isCronCall(call('Bearer s3creT'), { CRON_SECRET: 's3cret' })).toBe(false)
  expect(isCronCall(call(), { CRON_SECRET: 's3cret' })).toBe(false)
  // Without a secret configured, nobody is the scheduler.
  expect(isCronCall(call('Bearer '), {})).toBe(false)
})
