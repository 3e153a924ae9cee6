import { afterAll, beforeAll, expect, it } from 'vitest'
import { env, sql } from '../support/clients.ts'
import { addGuest, createTeam, type Team } from '../support/event-fixtures.ts'
import { drain, parseMail, SITE, startFakeRelay, type FakeRelay } from '../support/guest-mail.ts'
import { serviceClient } from '../support/typed-clients.ts'

// Issue 29: the guests' e-mails look like the event's site: its theme, accent colour, title font
// and background picture (from its public copy, which stays readable as long as the mail).

let relay: FakeRelay
beforeAll(async () => {
  relay = await startFakeRelay()
})
afterAll(() => relay.close())

async function mailOf(team: Team, settings: Record<string, unknown>): Promise<string> {
  await sql(`update events set "websiteSettings" = $2 where id = $1`, [team.event.id, settings])
  await addGuest(team.event.id, 'Léa Martin', { email: `lea-${team.event.id}@example.test` })
  const queued = await team.editor.db.rpc('queue_guest_mail', {
    p_event_id: team.event.id,
    p_kind: 'invitation',
    p_subject: 'Vous êtes invité(e) !',
    p_body: 'Bonjour {prénom}, le programme : https://example.test/programme',
    p_audience: 'everyone',
  })
  expect(queued.error).toBeNull()
  const before = relay.received.length
  expect(await drain(relay, { eventId: team.event.id })).toMatchObject({ sent: 1 })
  const [mail] = relay.received.slice(before)
  return (await parseMail(mail.raw)).html ?? ''
}

it("draws the invitation in the site's accent, title font and background, light and dark", async () => {
  const team = await createTeam()
  const path = `${team.owner.id}/${team.event.id}/website/1700000000000.webp`
  const copy = await serviceClient()
    .storage.from('public-media')
    .upload(path, new Uint8Array([82, 73, 70, 70]), { contentType: 'image/webp' })
  expect(copy.error).toBeNull()
  const html = await mailOf(team, { theme: 'light', accent: 'sage', titleFont: 'alex-brush', bg_image: path })
  // Sage: the button in 600, the title and links in 700; the dark clients' title in 300.
  expect(html).toContain('bgcolor="#047857"')
  expect(html).toMatch(/<h1 class="ev-accent" style="[^"]*font-family:'Alex Brush',[^"]*color:#065f46">/)
  expect(html).toContain(`@font-face{font-family:"Alex Brush";src:url("${SITE}/fonts/alex-brush.woff2")`)
  expect(html).toContain(`background-image:url('${env().apiUrl}/storage/v1/object/public/public-media/${path}')`)
  expect(html).toContain('<meta name="color-scheme" content="light dark">')
  expect(html).toContain('.ev-accent{color:#6ee7b7 !important}')
})

it('a dark site sends dark mails; a background without a public copy yet gives the accent band, not a broken picture', async () => {
  const team = await createTeam()
  const path = `${team.owner.id}/${team.event.id}/website/1700000000001.webp`
  const html = await mailOf(team, { theme: 'dark', accent: 'navy', bg_image: path })
  expect(html).toContain('bgcolor="#0f172a"')
  expect(html).toContain('<td height="6" bgcolor="#1d4ed8"')
  expect(html).not.toContain(path)
  expect(html).not.toContain('@font-face')
})
