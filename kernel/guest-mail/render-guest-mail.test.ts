import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { MAIL_DEFAULTS } from './mail-rules'
import { fillPlaceholders, linkify, mailDeadline, mailEventDate, renderGuestMail } from './render-guest-mail'

const event = {
  name: null,
  type: 'wedding',
  spouse1: 'Camille',
  spouse2: 'Alex',
  person: null,
  date: '2027-06-12T14:00:00Z',
  location: 'Château de Lourmarin',
  rsvp_deadline: '2027-05-01',
}
const mail = (subject: string, body: string) =>
  renderGuestMail({
    event,
    guestName: 'Léa Martin',
    subject,
    body,
    rsvpUrl: 'https://eventail.app/camille-et-alex?invite=abc',
    unsubscribeUrl: 'https://eventail.app/camille-et-alex/unsubscribe?token=abc',
  })

it('fills the placeholders for one guest, in French', () => {
  const { subject, text } = mail('Pour {prénom} {NOM}', 'Le {date}, à {lieu} : {lien} {inconnu}')
  expect(subject).toBe('Pour Léa Léa Martin')
  expect(text).toContain(
    'Le samedi 12 juin 2027, à Château de Lourmarin : https://eventail.app/camille-et-alex?invite=abc {inconnu}',
  )
  expect(text).toContain('Merci de répondre avant le 1 mai 2027.')
  expect(text).toContain('Répondre : https://eventail.app/camille-et-alex?invite=abc')
  expect(text).toContain('Se désabonner : https://eventail.app/camille-et-alex/unsubscribe?token=abc')
})

it("keeps the organisers' words as text: markup is escaped, only web addresses become links", () => {
  const { html } = mail('Hi', '<b>Bold</b> <img src=x onerror=alert(1)> "quoted" & see https://example.com/a?b=1&c=2.')
  expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &amp; see ')
  expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2" style=')
  expect(html).not.toContain('<b>')
  expect(html).not.toContain('<img')
  expect(html).toContain('>Répondre</a>')
  expect(html).toContain('>Se désabonner</a>')
  expect(html).toContain('Camille &amp; Alex')
})

it('a subject stays on one line whatever a name or placeholder holds', () => {
  const evil = renderGuestMail({
    event,
    guestName: 'Eve\r\nBcc: x@example.test',
    subject: 'Hi {nom}\r\nX-Injected: yes',
    body: 'x',
    rsvpUrl: 'https://e.test/x',
    unsubscribeUrl: 'https://e.test/u',
  })
  expect(evil.subject).toBe('Hi Eve Bcc: x@example.test X-Injected: yes')
})

it('dates: the event in Paris time, the deadline as a calendar day', () => {
  expect(mailEventDate('2027-06-11T22:30:00Z')).toBe('samedi 12 juin 2027')
  expect(mailEventDate(null)).toBe('')
  expect(mailDeadline('2027-05-01')).toBe('1 mai 2027')
  expect(mailDeadline('nope')).toBe('')
  expect(fillPlaceholders('{prenom}', { prénom: 'A', nom: '', lien: '', date: '', lieu: '' })).toBe('A')
  expect(linkify('see http://a.test/x).')).toBe(
    'see <a href="http://a.test/x" style="color:#be123c;text-decoration:underline">http://a.test/x</a>).',
  )
})

it("the automatic reminder sends the dialog's reminder text", () => {
  const migration = readFileSync(
    new URL('../../supabase/migrations/20261125150100_track_guest_mail.sql', import.meta.url),
    'utf8',
  )
  expect(migration).toContain(`'${MAIL_DEFAULTS.reminder.subject}'`)
  for (const paragraph of MAIL_DEFAULTS.reminder.body.split('\n\n'))
    expect(migration.replace(/'\s*\|\|\s*'/g, '')).toContain(paragraph)
})
