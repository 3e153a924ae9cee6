import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { e2e } from './support/e2e-env.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'
import { storedEvent, uniqueName } from './support/settings-data.ts'
import { openUploads } from './support/upload-data.ts'

// Guests' links and QR cards printed before the event's URL changed keep leading to the event.

test('an old slug leads to the event under its new URL, its upload page too', async ({ page, request }) => {
  const email = uniqueEmail('old-links')
  const me = await createOrganiser(request, email)
  const oldSlug = uniqueName('ancien')
  const event = await createEvent(request, {
    user_id: me.id,
    slug: oldSlug,
    type: 'wedding',
    spouse1: 'Camille',
    spouse2: 'Alex',
  })
  const code = randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()
  await openUploads(request, event.id, code)
  await signInWithMagicLink(page, request, email)

  // The settings screen says so before saving.
  await page.goto(`/admin/event/${event.id}/settings/general`)
  const card = page.getByRole('region', { name: 'General' })
  const slugBox = card.getByRole('textbox', { name: 'Event URL' })
  await expect(slugBox).toHaveValue(oldSlug)
  await expect(card.getByText(/^Old links keep working/)).toHaveCount(0)
  const newSlug = uniqueName('nouveau')
  await slugBox.fill(newSlug)
  await expect(card.getByText('This URL is available.')).toBeVisible()
  const note = card.getByText(/^Old links keep working/)
  await expect(note).toHaveText(
    `Old links keep working: ${e2e.appUrl}/${oldSlug} will lead guests to the new address until another event takes it.`,
  )
  await expect(slugBox).toHaveAccessibleDescription(/Old links keep working/)
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Slug updated')).toBeVisible()
  expect(await storedEvent(request, event.id)).toMatchObject({ slug: newSlug })

  await page.goto(`/${oldSlug}`)
  await expect(page).toHaveURL(`${e2e.appUrl}/${newSlug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Camille & Alex' })).toBeVisible()

  // A QR card printed with the old address and the code.
  await page.goto(`/${oldSlug}/upload?code=${code}`)
  await expect(page).toHaveURL(`${e2e.appUrl}/${newSlug}/upload?code=${code}`)
  // The code the card carries opens the uploads at once, for the event the old slug named.
  await expect(page.getByRole('button', { name: 'Choisir des photos' })).toBeVisible()

  // Messaging apps read the page without running it: its preview names the event and its new URL.
  const html = await (await request.get(`/${oldSlug}`, { headers: { Accept: 'text/html' } })).text()
  expect(html).toContain('<meta property="og:title" content="Camille &amp; Alex" />')
  expect(html).toContain(`<meta property="og:url" content="${e2e.appUrl}/${newSlug}" />`)
})

test('an old slug another event has taken leads to that event', async ({ page, request }) => {
  const oldSlug = uniqueName('repris')
  const moved = await createEvent(request, { slug: oldSlug, type: 'other', person: 'Dominique' })
  const headers = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }
  const renamed = await request.patch(`${e2e.apiUrl}/rest/v1/events?id=eq.${moved.id}`, {
    headers,
    data: { slug: uniqueName('ailleurs') },
  })
  expect(renamed.ok()).toBe(true)
  await createEvent(request, { slug: oldSlug, type: 'other', person: 'Morgane' })

  await page.goto(`/${oldSlug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Morgane' })).toBeVisible()
  await expect(page).toHaveURL(`${e2e.appUrl}/${oldSlug}`)
})
