import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  listNames,
  MAIL_DRAFT_MESSAGES,
  mailDraftInput,
  newMailDraft,
  sendProblem,
  withKind,
  type MailDraftValues,
} from './mail-draft'
import { MAIL_DEFAULTS } from './mail-rules'

const NOW = Date.parse('2027-01-01T12:00:00Z')
const schema = mailDraftInput(() => NOW)
const draft = (patch: Partial<MailDraftValues> = {}): MailDraftValues => ({ ...newMailDraft(false), ...patch })
/** Each field's first message, as the form's resolver shows it. */
function messages(values: MailDraftValues): Record<string, string> {
  const result = schema.safeParse(values)
  const out: Record<string, string> = {}
  if (!result.success) for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('a mail draft', () => {
  it('starts as an invitation, to the selected guests when some are', () => {
    expect(newMailDraft(false)).toEqual({
      kind: 'invitation',
      subject: MAIL_DEFAULTS.invitation.subject,
      body: MAIL_DEFAULTS.invitation.body,
      audience: 'everyone',
      schedule: false,
      scheduledAt: '',
    })
    expect(newMailDraft(true).audience).toBe('selected')
  })

  it("follows another kind where it still holds the kind's text, and keeps the organisers' words", () => {
    expect(withKind(draft(), 'reminder')).toMatchObject({ kind: 'reminder', ...MAIL_DEFAULTS.reminder })
    expect(withKind(draft({ subject: 'Nos nouvelles' }), 'reminder')).toMatchObject({
      kind: 'reminder',
      subject: 'Nos nouvelles',
      body: MAIL_DEFAULTS.reminder.body,
    })
    expect(withKind(draft({ body: 'Bonjour' }), 'message')).toMatchObject({
      subject: MAIL_DEFAULTS.message.subject,
      body: 'Bonjour',
    })
  })

  it("passes as typed when it meets the database's rules", () => {
    const ok = draft({ subject: '  Bonjour  ', schedule: true, scheduledAt: '2027-01-02T10:00' })
    expect(schema.parse(ok)).toEqual(ok)
    expect(messages(draft({ subject: 'x'.repeat(200), body: 'y'.repeat(5000) }))).toEqual({})
  })

  it("refuses what queue_guest_mail refuses, in the database's words", () => {
    expect(messages(draft({ subject: '   ' }))).toEqual({ subject: 'The subject must be 1 to 200 characters.' })
    expect(messages(draft({ subject: 'x'.repeat(201) }))).toEqual({ subject: MAIL_DRAFT_MESSAGES.subject })
    expect(messages(draft({ subject: 'Hello\r\nBcc: x@example.test' }))).toEqual({
      subject: 'The subject must fit on one line.',
    })
    expect(messages(draft({ body: ' \n ' }))).toEqual({ body: 'The message must be 1 to 5,000 characters.' })
    expect(messages(draft({ body: 'y'.repeat(5001) }))).toEqual({ body: MAIL_DRAFT_MESSAGES.body })
  })

  it('wants a time to come when scheduled, and says so with the other fields', () => {
    expect(messages(draft({ schedule: true }))).toEqual({ scheduledAt: 'Choose a date and time to come.' })
    expect(messages(draft({ schedule: true, scheduledAt: '2026-12-31T10:00' }))).toEqual({
      scheduledAt: MAIL_DRAFT_MESSAGES.scheduledAt,
    })
    expect(messages(draft({ schedule: false, scheduledAt: '2026-12-31T10:00' }))).toEqual({})
    expect(messages(draft({ subject: '', schedule: true }))).toEqual({
      subject: MAIL_DRAFT_MESSAGES.subject,
      scheduledAt: MAIL_DRAFT_MESSAGES.scheduledAt,
    })
  })

  it("says the database's own sentences (the migration raises them)", () => {
    const migrations = new URL('../../supabase/migrations/', import.meta.url)
    const sql = readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(new URL(name, migrations), 'utf8'))
      .join('\n')
    for (const message of [MAIL_DRAFT_MESSAGES.subject, MAIL_DRAFT_MESSAGES.subjectOneLine, MAIL_DRAFT_MESSAGES.body])
      expect(sql).toContain(`'${message}'`)
  })
})

describe('a send', () => {
  const caps = { left: 5, perAddress: 3, overAddress: [] }

  it('needs someone to mail, within the caps', () => {
    expect(sendProblem(0, caps)).toBe('Nobody here can get this e-mail: choose other recipients.')
    expect(sendProblem(2, caps)).toBeNull()
    expect(sendProblem(2, null)).toBeNull()
    expect(sendProblem(6, caps)).toBe('Only 5 more e-mails can be sent today: choose fewer guests, or send later.')
    expect(sendProblem(2, { ...caps, left: 1 })).toBe(
      'Only 1 more e-mail can be sent today: choose fewer guests, or send later.',
    )
    expect(sendProblem(2, { ...caps, overAddress: ['Léa Martin', 'Marc Petit'] })).toBe(
      'Léa Martin, Marc Petit would get more than 3 e-mails today at their address: leave them out, or send later.',
    )
  })

  it('names ten guests at most', () => {
    const names = Array.from({ length: 12 }, (_, i) => `G${i + 1}`)
    expect(listNames(names.slice(0, 10))).toBe('G1, G2, G3, G4, G5, G6, G7, G8, G9, G10')
    expect(listNames(names)).toBe('G1, G2, G3, G4, G5, G6, G7, G8, G9, G10 and 2 more')
  })
})
