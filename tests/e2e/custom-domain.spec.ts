import { randomUUID } from 'node:crypto'
import { chromium, expect, test } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts'
import { e2e } from './support/e2e-env.ts'
import { insertRows } from './support/overview-data.ts'
import { createEvent } from './support/service-data.ts'
import { openUploads } from './support/upload-data.ts'

// A visit on the event's own domain shows its site at `/` (and its upload page at /upload). The
// browser maps the test domains to the local server, as DNS would map the real ones.
test('an event is at / on its custom domain; an unknown domain shows the landing page', async ({ request }) => {
  const slug = `domaine-${randomUUID().slice(0, 8)}`
  const domain = `${slug}.example.test`
  const event = await createEvent(request, { slug, type: 'wedding', spouse1: 'Camille', spouse2: 'Alex' })
  await insertRows(request, 'custom_domains', [{ event_id: event.id, domain }])
  const code = randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()
  await openUploads(request, event.id, code)

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.example.test 127.0.0.1'],
  })
  try {
    const page = await browser.newPage()
    const port = new URL(e2e.appUrl).port
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await page.goto(`http://${domain}:${port}/`)
    await expect(page.getByRole('heading', { level: 1, name: 'Camille & Alex' })).toBeVisible()
    // The server's hero shows that heading before the app runs: wait for the app's own page.
    await expect(page.locator('#server-hero')).toHaveCount(0)
    // As on /{slug}, the page's HTML carries the event (issue 23): no round trip for it.
    expect(await page.locator('#public-event-data').count()).toBe(1)
    expect(requests.some((url) => url.includes('domain-home-page'))).toBe(true)
    expect(requests.filter((url) => url.includes('/rest/v1/rpc/get_public_event'))).toEqual([])
    await page.getByRole('link', { name: 'Share your photos' }).click()
    await expect(page).toHaveURL(`http://${domain}:${port}/upload`)
    await page.getByLabel('Code de partage (6 caractères)').fill(code)
    await page.getByRole('button', { name: 'Valider' }).click()
    await expect(page.getByRole('button', { name: 'Choisir des photos' })).toBeVisible()
    await page.getByRole('link', { name: "Retour à l'événement" }).click()
    await expect(page).toHaveURL(`http://${domain}:${port}/`)

    // The photo wall is at /live there, and sends the room to the domain's own upload page.
    await page.goto(`http://${domain}:${port}/live`)
    await expect(page.getByText('Les photos partagées apparaîtront ici.')).toBeVisible()
    await expect(page.getByRole('img', { name: `QR code vers http://${domain}:${port}/upload` })).toBeVisible()

    // The slug still works there, and a domain that is no event's shows the product's landing page.
    await page.goto(`http://${domain}:${port}/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Camille & Alex' })).toBeVisible()
    await page.goto(`http://nobody-${slug}.example.test:${port}/`)
    await expect(page.getByRole('heading', { level: 1, name: 'Eventail' })).toBeVisible()
  } finally {
    await browser.close()
  }
})
