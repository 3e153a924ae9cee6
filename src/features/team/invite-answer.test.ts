import { describe, expect, it } from 'vitest'
import type { ApiAnswer } from '@/lib/data/api-client'
import { inviteEmail, readInviteAnswer } from './invite-answer'

describe('inviteEmail', () => {
  it.each([
    ['  lea@example.test ', 'lea@example.test'],
    ['lea@example.test', 'lea@example.test'],
    ['\tlea@example.test\n', 'lea@example.test'],
    ['', null],
    ['   ', null],
    ['\n\t', null],
  ])('%j → %j', (raw, expected) => {
    expect(inviteEmail(raw)).toBe(expected)
  })
})

const answer = (status: number, body: ApiAnswer['body']): ApiAnswer => ({
  status,
  ok: status >= 200 && status < 300,
  body,
})

describe('readInviteAnswer', () => {
  it.each<[string, ApiAnswer, ReturnType<typeof readInviteAnswer>]>([
    [
      'success with the server text',
      answer(200, { message: 'User added or invited successfully!', outcome: 'invited' }),
      { ok: true, message: 'User added or invited successfully!' },
    ],
    [
      'success without a message',
      answer(200, { outcome: 'added' }),
      { ok: true, message: 'User added or invited successfully!' },
    ],
    [
      'the server error text',
      answer(403, { error: 'Only the owner of this event can add team members.' }),
      { ok: false, message: 'Only the owner of this event can add team members.' },
    ],
    ['an error without text', answer(500, {}), { ok: false, message: 'Request failed with status 500' }],
    ['a blank error text', answer(409, { error: '  ' }), { ok: false, message: 'Request failed with status 409' }],
    [
      'an error that is not text',
      answer(400, { error: { code: 1 } }),
      { ok: false, message: 'Request failed with status 400' },
    ],
    ['a non-JSON failure', answer(502, null), { ok: false, message: 'Server returned non-JSON response: status 502' }],
    ['a non-JSON success', answer(200, null), { ok: false, message: 'Server returned non-JSON response: status 200' }],
  ])('%s', (_label, given, expected) => {
    expect(readInviteAnswer(given)).toEqual(expected)
  })
})
