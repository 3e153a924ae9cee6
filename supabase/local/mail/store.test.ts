import { describe, expect, it } from 'vitest'
import { searchFilter, type StoredMessage } from './store.ts'

const message = (to: string, subject: string, text = ''): StoredMessage => ({
  ID: '1',
  MessageID: '',
  Read: false,
  From: { Name: '', Address: 'noreply@eventail.local' },
  To: [{ Name: '', Address: to }],
  Cc: [],
  Subject: subject,
  Created: '',
  Size: 0,
  Text: text,
  HTML: '',
  Raw: '',
})

describe('searchFilter', () => {
  const cases: [string, StoredMessage, boolean][] = [
    ['to:ann@example.test', message('ann@example.test', 'Hi'), true],
    ['to:ANN@example.test', message('ann@example.test', 'Hi'), true],
    ['to:bob@example.test', message('ann@example.test', 'Hi'), false],
    ['subject:"magic link"', message('a@x.test', 'Your Magic Link'), true],
    ['subject:"magic link"', message('a@x.test', 'Invitation'), false],
    ['from:noreply', message('a@x.test', 'x'), true],
    ['confirm', message('a@x.test', 'x', 'Please confirm'), true],
    ['to:a@x.test missing', message('a@x.test', 'x', 'text'), false],
    ['', message('a@x.test', 'x'), true],
  ]
  it.each(cases)('%s', (query, m, expected) => {
    expect(searchFilter(query)(m)).toBe(expected)
  })
})
