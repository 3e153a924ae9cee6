import { expect, test, type Page } from '@playwright/test'
import { giftFiles, giftsOf, makeJpeg } from './support/gifts-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, insertNotifications, uniqueEmail } from './support/service-data.ts'
import { accessTokenOf } from './support/team-data.ts'

/**
 * Storage and realtime load on first use, apart from auth and the database (src/lib/supabase.ts):
 * they must still carry the one session's token, and the new one once it is refreshed.
 */

/**
 * The tab comes back after the token's lifetime: auth-js refreshes an expiring stored session
 * when the page becomes visible again.
 */
async function returnAfterExpiry(page: Page): Promise<void> {
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'))!
    const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number }
    session.expires_at = Math.floor(Date.now() / 1000)
    localStorage.setItem(key, JSON.stringify(session))
    window.dispatchEvent(new Event('visibilitychange'))
  })
}

test('after a token refresh, live updates and uploads use the new token', async ({ page, request }) => {
  const email = uniqueEmail('refresh')
  const user = await createOrganiser(request, email)
  const event = await createEvent(request, { user_id: user.id, name: 'Refresh party', slug: null })
  const framesSent: string[] = []
  page.on('websocket', (socket) =>
    socket.on('framesent', (frame) => {
      if (typeof frame.payload === 'string') framesSent.push(frame.payload)
    }),
  )
  await signInWithMagicLink(page, request, email)
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await insertNotifications(request, [
    { user_id: user.id, event_id: event.id, type: 'guest_rsvp', data: { guestName: 'Jean Dupont' } },
  ])
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')

  const before = await accessTokenOf(page)
  // Tokens are dated to the second: one issued in the same second as the first would be the same.
  const issuedAt = (JSON.parse(Buffer.from(before.split('.')[1], 'base64url').toString()) as { iat: number }).iat
  await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(issuedAt)
  await returnAfterExpiry(page)
  await expect.poll(() => accessTokenOf(page)).not.toBe(before)
  const after = await accessTokenOf(page)

  // The open realtime channel is handed the new token, and changes keep arriving.
  await expect
    .poll(() => framesSent.some((frame) => frame.includes('"access_token"') && frame.includes(after)))
    .toBe(true)
  await insertNotifications(request, [
    { user_id: user.id, event_id: event.id, type: 'guest_rsvp', data: { guestName: 'Marie Curie' } },
  ])
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread')

  // Without a reload, the first upload loads the storage client: it sends the refreshed token.
  await page.getByRole('link', { name: 'Refresh party' }).first().click()
  await page.getByRole('link', { name: 'Gifts' }).click()
  await expect(page.getByRole('heading', { name: 'Gifts' })).toBeVisible()
  await page.getByRole('button', { name: 'Add a gift' }).click()
  const add = page.getByRole('dialog', { name: 'Add a gift' })
  await add.getByLabel('Name').fill('Teapot')
  await add.getByLabel('Amount (€)').fill('30')
  await page
    .getByLabel('Gift image file')
    .setInputFiles({ name: 'teapot.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 1200, 800, 40) })
  await expect(page.getByRole('img', { name: 'Gift image preview' })).toBeVisible()
  const upload = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/storage/v1/object/media/'))
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  expect((await upload).headers()['authorization']).toBe(`Bearer ${after}`)
  await expect(page.getByText('Gift added successfully!')).toBeVisible()
  const [stored] = await giftsOf(request, event.id)
  expect(await giftFiles(request, user.id, event.id)).toEqual([stored.image_url])
})
