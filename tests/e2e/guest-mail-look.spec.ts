import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { e2e } from './support/e2e-env.ts'
import { createGuests } from './support/guests-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

// Issue 29: the invitation looks like the wedding. Sent from the guests screen, read from the
// stack's inbox, and drawn by a browser as a mail client would, in light and in dark.

const SHOTS = process.env.MAIL_SHOTS ?? 'test-results/guest-mail-look'
const service = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }
// The demo wedding's background (supabase/seed-media), as this event's public copy.
const BACKGROUND = readFileSync(
  new URL(
    '../../supabase/seed-media/media/a1000000-0000-4000-8000-000000000001/e1000000-0000-4000-8000-000000000003/website/1764200000000.webp',
    import.meta.url,
  ),
)

async function htmlOfMailTo(request: APIRequestContext, address: string): Promise<string> {
  let id = ''
  await expect
    .poll(async () => {
      const found = await request.get(`${e2e.inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`)
      id = ((await found.json()) as { messages: { ID: string }[] }).messages[0]?.ID ?? ''
      return id
    })
    .not.toBe('')
  return ((await (await request.get(`${e2e.inboxUrl}/api/v1/message/${id}`)).json()) as { HTML: string }).HTML
}

async function invitationFor(page: Page, request: APIRequestContext, settings: Record<string, string>) {
  const email = uniqueEmail('look')
  const owner = await createOrganiser(request, email)
  const event = await createEvent(request, {
    user_id: owner.id,
    type: 'wedding',
    spouse1: 'Camille',
    spouse2: 'Alex',
    slug: `look-${randomUUID().slice(0, 8)}`,
    date: '2027-06-12T14:00:00Z',
    location: 'Château de Lourmarin',
  })
  const path = `${owner.id}/${event.id}/website/1764200000000.webp`
  const upload = await request.post(`${e2e.apiUrl}/storage/v1/object/public-media/${path}`, {
    headers: { ...service, 'Content-Type': 'image/webp' },
    data: BACKGROUND,
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  const patched = await request.patch(`${e2e.apiUrl}/rest/v1/events?id=eq.${event.id}`, {
    headers: service,
    data: { websiteSettings: { ...settings, bg_image: path } },
  })
  expect(patched.ok(), await patched.text()).toBe(true)
  const lea = `lea-${randomUUID().slice(0, 8)}@example.test`
  await createGuests(request, [{ event_id: event.id, name: 'Léa Martin', email: lea }])
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/guests`)
  await page.getByRole('button', { name: 'E-mail guests' }).click()
  const dialog = page.getByRole('dialog', { name: 'E-mail guests' })
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByRole('button', { name: 'Send to 1 guest' }).click()
  await expect(page.getByText('E-mail sent to 1 guest')).toBeVisible()
  return htmlOfMailTo(request, lea)
}

/** The mail drawn as a client draws it, at a phone's width, on the app's origin (its web font). */
async function open(reader: Page, html: string, scheme: 'light' | 'dark') {
  await reader.emulateMedia({ colorScheme: scheme })
  await reader.goto('/404')
  await reader.setContent(html, { waitUntil: 'load' })
  await reader.evaluate(() => document.fonts.ready)
  const colours = (selector: string) =>
    reader
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element)
        return { color: style.color, background: style.backgroundColor }
      })
  return { card: await colours('.ev-card'), title: await colours('h1'), text: await colours('.ev-text') }
}

test("the invitation in the site's look: sage, Alex Brush and the background, read in light and in dark", async ({
  page,
  browser,
  request,
}) => {
  const html = await invitationFor(page, request, { theme: 'light', accent: 'sage', titleFont: 'alex-brush' })
  const reader = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()

  const light = await open(reader, html, 'light')
  expect(light.card.background).toBe('rgb(255, 255, 255)')
  expect(light.title.color).toBe('rgb(6, 95, 70)') // sage 700
  await expect(reader.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"?Alex Brush"?,/)
  expect(await reader.evaluate(() => document.fonts.check('40px "Alex Brush"', 'Camille'))).toBe(true)
  await expect(reader.locator('td[background]')).toHaveCSS(
    'background-image',
    /public-media\/.+\/website\/1764200000000\.webp/,
  )
  await expect(reader.getByRole('link', { name: 'Répondre' }).locator('..')).toHaveCSS(
    'background-color',
    'rgb(4, 120, 87)',
  )
  await reader.screenshot({ path: `${SHOTS}/invitation-light.png`, fullPage: true })

  // A reader in dark mode: dark card, light text, the accent's light shade; the button unchanged.
  const dark = await open(reader, html, 'dark')
  expect(dark.card.background).toBe('rgb(15, 23, 42)')
  expect(dark.text.color).toBe('rgb(241, 245, 249)')
  expect(dark.title.color).toBe('rgb(110, 231, 183)') // sage 300
  await expect(reader.getByRole('link', { name: 'Répondre' })).toHaveCSS('color', 'rgb(255, 255, 255)')
  await reader.screenshot({ path: `${SHOTS}/invitation-dark.png`, fullPage: true })
  await reader.context().close()
})

test("a dark site's invitation stays dark for a reader in light mode", async ({ page, browser, request }) => {
  const html = await invitationFor(page, request, { theme: 'dark', accent: 'gold', titleFont: 'arizonia' })
  const reader = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  const light = await open(reader, html, 'light')
  expect(light.card.background).toBe('rgb(15, 23, 42)')
  expect(light.title.color).toBe('rgb(252, 211, 77)') // gold 300
  await reader.screenshot({ path: `${SHOTS}/invitation-dark-site.png`, fullPage: true })
  await reader.context().close()
})
