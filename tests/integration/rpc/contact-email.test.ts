import { beforeAll, describe, expect, it } from 'vitest'
import { readContactEmail } from '../../../kernel/contact-email.ts'
import { isContactEmail } from '../../../kernel/contact-email-rule.ts'
import type { Json } from '../../../kernel/generated/database.types.ts'
import { sql } from '../support/clients.ts'
import { createTeam, type Team } from '../support/event-fixtures.ts'
import { guest, serviceClient, type AppClient } from '../support/typed-clients.ts'

// The event's contact e-mail (websiteSettings.contactEmail): the organisers publish it from the
// website editor, guests read it through get_public_event and nothing else of the team's
// addresses; nobody outside the team sets it, and what is not an address is refused (EV021).

const INVALID = {
  code: 'EV021',
  hint: 'invalid_contact_email',
  message: 'Please enter a valid contact e-mail address.',
}

const stored = async (eventId: string) =>
  (
    await sql<{ settings: Record<string, Json> }>(`select "websiteSettings" as settings from events where id = $1`, [
      eventId,
    ])
  )[0].settings

const publish = (db: AppClient, eventId: string, settings: Record<string, Json>) =>
  db.from('events').update({ websiteSettings: settings }).eq('id', eventId).select('websiteSettings')

const publicSettings = async (eventId: string) => {
  const { data, error } = await guest().rpc('get_public_event', { p_ref: eventId }).single()
  expect(error).toBeNull()
  return data!.websiteSettings
}

describe('the contact e-mail', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  it('is no address at all until the organisers choose one', async () => {
    const settings = await publicSettings(team.event.id)
    expect(readContactEmail(settings)).toBeNull()
    expect(JSON.stringify(settings)).not.toContain(team.owner.email)
  })

  it('is published by a member, trimmed, and read by anonymous guests through get_public_event', async () => {
    const saved = await publish(team.editor.db, team.event.id, {
      theme: 'dark',
      contactEmail: '  camille.alex+mariage@example.org ',
    })
    expect(saved.error).toBeNull()
    expect(saved.data).toEqual([
      { websiteSettings: { theme: 'dark', contactEmail: 'camille.alex+mariage@example.org' } },
    ])
    const settings = await publicSettings(team.event.slug!)
    expect(readContactEmail(settings)).toBe('camille.alex+mariage@example.org')
    // Only the address chosen: none of the team's own.
    const text = JSON.stringify(await guest().rpc('get_public_event', { p_ref: team.event.id }))
    for (const address of [team.owner.email, team.editor.email]) expect(text).not.toContain(address)
  })

  it("takes '' as the organisers' choice of no address", async () => {
    expect((await publish(team.owner.db, team.event.id, { theme: 'light', contactEmail: '' })).error).toBeNull()
    expect((await stored(team.event.id)).contactEmail).toBe('')
    expect(readContactEmail(await publicSettings(team.event.id))).toBeNull()
  })

  describe('attacks', () => {
    beforeAll(async () => {
      await publish(team.owner.db, team.event.id, { theme: 'light', contactEmail: 'camille@example.org' })
    })

    it('an outsider signed in, or an anonymous caller, cannot set it to their own address', async () => {
      for (const db of [team.outsider.db, guest()]) {
        const { data } = await publish(db, team.event.id, { theme: 'light', contactEmail: 'phisher@evil.example' })
        expect(data ?? []).toEqual([])
      }
      expect((await stored(team.event.id)).contactEmail).toBe('camille@example.org')
      expect(readContactEmail(await publicSettings(team.event.id))).toBe('camille@example.org')
    })

    const bad: [string, Json][] = [
      ['not an address', 'camille'],
      ['no domain', 'camille@'],
      ['a domain without a dot', 'camille@localhost'],
      ['a second recipient', 'camille@example.org, phisher@evil.example'],
      ['a header injected', 'camille@example.org\r\nBcc: everyone@example.org'],
      ['a mailto: query', 'a?cc=phisher@evil.example'],
      ['a display name', 'Camille <camille@example.org>'],
      ['past 254 characters', `${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org`],
      ['not text', { address: 'camille@example.org' }],
      ['a number', 42],
      ['JSON null', null],
    ]

    it.each(bad)('%s is refused with EV021, whoever writes, and nothing changes', async (_, contactEmail) => {
      const before = await stored(team.event.id)
      for (const db of [team.owner.db, team.editor.db, serviceClient()]) {
        const { data, error } = await publish(db, team.event.id, { theme: 'dark', contactEmail })
        expect(data).toBeNull()
        expect(error).toMatchObject(INVALID)
      }
      expect(await stored(team.event.id)).toEqual(before)
    })

    it('is refused on a new event too', async () => {
      const { error } = await team.outsider.db
        .from('events')
        .insert({ type: 'birthday', person: 'Oscar', websiteSettings: { contactEmail: 'oscar@' } })
      expect(error).toMatchObject(INVALID)
    })
  })

  it("checks addresses as the app's own rule does", async () => {
    const samples = [
      'camille@example.org',
      "o'brien@example.ie",
      'a_b-c@sub.domain-x.co.uk',
      `${'a'.repeat(64)}@example.org`,
      `${'a'.repeat(65)}@example.org`,
      '.camille@example.org',
      'cam..ille@example.org',
      'camille@-example.org',
      'camille@example.123',
      'camille@exa_mple.org',
      'camille@example.org.',
      'été@example.org',
    ]
    const rows = await sql<{ address: string; ok: boolean }>(
      `select a as address, private.is_contact_email(a) as ok from unnest($1::text[]) a`,
      [samples],
    )
    expect(rows.map((row) => [row.address, row.ok])).toEqual(samples.map((a) => [a, isContactEmail(a)]))
  })
})
