import { beforeAll, describe, expect, it } from 'vitest'
import { FIELD_LIMITS } from '../../../kernel/field-limits.ts'
import { sql } from '../support/clients.ts'
import { createTeam, type Team } from '../support/event-fixtures.ts'
import { guest } from '../support/typed-clients.ts'

// The organisers' gift instructions (websiteSettings.giftInstructions) tell guests where to send
// money: whoever can write them can redirect gifts. Written by the event's team only, bounded,
// plain text, and read by guests through get_public_event with the rest of the page.

const LIMIT = FIELD_LIMITS.giftInstructions
let team: Team
beforeAll(async () => {
  team = await createTeam()
})

const stored = async () =>
  (
    await sql<{ settings: Record<string, unknown> }>(`select "websiteSettings" as settings from events where id = $1`, [
      team.event.id,
    ])
  )[0].settings

const publicInstructions = async () => {
  const { data, error } = await guest().rpc('get_public_event', { p_ref: team.event.id }).single()
  expect(error).toBeNull()
  return (data!.websiteSettings as Record<string, unknown>).giftInstructions
}

describe('gift instructions', () => {
  it('an editor publishes them; a guest reads them with the public page', async () => {
    const text = 'Virement : FR76 3000 6000 0112 3456 7890 189\nOu la cagnotte : https://pot.example.org/lea'
    const { data, error } = await team.editor.db
      .from('events')
      .update({ websiteSettings: { theme: 'light', giftInstructions: text } })
      .eq('id', team.event.id)
      .select('id')
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(await publicInstructions()).toBe(text)
  })

  it('hold the limit, counted in characters', async () => {
    for (const text of ['y'.repeat(LIMIT), 'é'.repeat(LIMIT), '🎁'.repeat(LIMIT)]) {
      const { error } = await team.owner.db
        .from('events')
        .update({ websiteSettings: { giftInstructions: text } })
        .eq('id', team.event.id)
      expect(error).toBeNull()
      expect(await publicInstructions()).toBe(text)
    }
  })

  it('attack: a member stores 9,000 characters (the column alone allowed 10,000 bytes): refused, nothing changed', async () => {
    const before = await stored()
    const { error } = await team.owner.db
      .from('events')
      .update({ websiteSettings: { theme: 'light', giftInstructions: 'x'.repeat(9000) } })
      .eq('id', team.event.id)
    expect(error?.code).toBe('23514')
    expect(error?.message).toMatch(/events_gift_instructions_too_long/)
    expect(await stored()).toEqual(before)
  })

  it.each([
    ['an object', { html: '<img src=x onerror=alert(1)>' }],
    ['a list', ['one', 'two']],
    ['a number', 42],
  ])('attack: a member stores %s instead of text: refused', async (_, value) => {
    const before = await stored()
    const { error } = await team.owner.db
      .from('events')
      .update({ websiteSettings: { giftInstructions: value } })
      .eq('id', team.event.id)
    expect(error?.code).toBe('23514')
    expect(await stored()).toEqual(before)
  })

  it('attack: a guest or another organiser rewrites them to their own bank account: nothing changes', async () => {
    const before = await stored()
    const hijack = { websiteSettings: { giftInstructions: 'Virement sur mon compte : FR76 9999' } }
    const anonymous = await guest().from('events').update(hijack).eq('id', team.event.id).select('id')
    expect(anonymous.data ?? []).toEqual([])
    const outsider = await team.outsider.db.from('events').update(hijack).eq('id', team.event.id).select('id')
    expect(outsider.error).toBeNull()
    expect(outsider.data).toEqual([])
    expect(await stored()).toEqual(before)
  })
})
