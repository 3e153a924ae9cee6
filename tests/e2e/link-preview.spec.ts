import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { e2e } from './support/e2e-env.ts'
import { makeJpeg } from './support/gifts-data.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

// Messaging apps' crawlers run no JavaScript: the HTML of a guest page itself carries the link
// preview and the hero's text, as api/event-page serves it on Vercel.
const service = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }
const html = { Accept: 'text/html' }

test('a guest page carries its title, date, place and background for link previews', async ({ page, request }) => {
  const owner = await createOrganiser(request, uniqueEmail('preview'))
  const slug = `apercu-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, {
    user_id: owner.id,
    slug,
    type: 'wedding',
    spouse1: 'Camille',
    spouse2: 'Alex',
    date: '2027-06-14T15:00:00+02:00',
  })
  await request.patch(`${e2e.apiUrl}/rest/v1/events?id=eq.${event.id}`, {
    headers: service,
    data: { location: 'Château de Vaux' },
  })

  const plain = await (await request.get(`/${slug}`, { headers: html })).text()
  expect(plain).toContain('<meta property="og:title" content="Camille &amp; Alex" />')
  expect(plain).toContain('<meta property="og:description" content="14 juin 2027 · Château de Vaux" />')
  expect(plain).toContain('<meta name="twitter:card" content="summary" />')
  expect(plain).toMatch(
    /<div id="server-hero"><main[^>]*><section[^>]*><h1[^>]*>Camille &amp; Alex<\/h1><p[^>]*>14 juin 2027<\/p>/,
  )

  // With a background, the preview shows its public copy (nothing of the private bucket is signed
  // for anonymous visitors: without a copy yet, there is no image).
  const path = `${owner.id}/${event.id}/website/1.webp`
  const bytes = await makeJpeg(page, 1200, 630)
  const upload = await request.post(`${e2e.apiUrl}/storage/v1/object/media/${path}`, {
    headers: { ...service, 'Content-Type': 'image/jpeg' },
    data: bytes,
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  await request.patch(`${e2e.apiUrl}/rest/v1/events?id=eq.${event.id}`, {
    headers: service,
    data: { websiteSettings: { bg_image: path } },
  })
  const withoutCopy = await (await request.get(`/${slug}`, { headers: html })).text()
  expect(withoutCopy).not.toContain('og:image')
  expect(withoutCopy).not.toContain('/object/sign/')
  const copied = await request.post(`${e2e.apiUrl}/storage/v1/object/public-media/${path}`, {
    headers: { ...service, 'Content-Type': 'image/jpeg' },
    data: bytes,
  })
  expect(copied.ok(), await copied.text()).toBe(true)
  const withImage = await (await request.get(`/${slug}`, { headers: html })).text()
  const image = /<meta property="og:image" content="([^"]+)"/.exec(withImage)?.[1].replace(/&amp;/g, '&')
  expect(image).toMatch(/\/storage\/v1\/object\/public\/public-media\//)
  expect((await request.get(image!)).status()).toBe(200)
  expect(withImage).toContain('<meta name="twitter:card" content="summary_large_image" />')
  // The page's largest paint, the hero's background, starts downloading with the HTML.
  expect(withImage).toContain('<link rel="preload" as="image" href="')

  // The app takes over the markup, and an unknown slug's page is the plain app, which goes to /404.
  await page.goto(`/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Camille & Alex' })).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'RSVP' })).toBeVisible()
  const unknown = await (await request.get(`/nobody-${slug}`, { headers: html })).text()
  expect(unknown).not.toContain('og:title')
  await page.goto(`/nobody-${slug}`)
  await expect(page).toHaveURL(/\/404$/)
})

test("the server's hero stays on screen until the app's own hero takes its place", async ({ page, request }) => {
  const owner = await createOrganiser(request, uniqueEmail('handover'))
  const slug = `relais-${randomUUID().slice(0, 8)}`
  await createEvent(request, { user_id: owner.id, slug, type: 'wedding', spouse1: 'Inès', spouse2: 'Tom' })
  // The event's data is held back: what the guest sees meanwhile is the server's markup.
  let release!: () => void
  const held = new Promise<void>((done) => (release = done))
  await page.route('**/rest/v1/rpc/get_public_event', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`/${slug}`)
  const serverHero = page.locator('#server-hero')
  await expect(serverHero.getByRole('heading', { level: 1, name: 'Inès & Tom' })).toBeVisible()
  // The app has started (its code is in) without blanking the hero or laying a skeleton beside it.
  await expect(page.locator('#root main')).toHaveCount(1)
  await expect(page.getByText('Chargement…')).toHaveCount(0)
  release()
  await expect(page.getByRole('button', { name: 'RSVP' })).toBeVisible()
  await expect(serverHero).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Inès & Tom' })).toHaveCount(1)
})

test("the demo wedding's first screen comes with its HTML: data, preload and gift images, no round trip after", async ({
  page,
  request,
}) => {
  const served = await (await request.get('/camille-et-alex', { headers: html })).text()
  // get_public_event's answer for the page, read by the app instead of asking again.
  const json = /<script id="public-event-data" type="application\/json">(.*?)<\/script>/.exec(served)?.[1]
  const data = JSON.parse(json!) as { ref: string; row: { slug: string; gifts: { image_files: string[] }[] } }
  expect(data.ref).toBe('camille-et-alex')
  expect(data.row.slug).toBe('camille-et-alex')
  expect(data.row.gifts[0].image_files).toContain('full')
  // The first gift's image, the likely largest paint on a phone, is preloaded at high priority
  // from the public bucket and drawn in the markup, not lazily.
  const preload = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/.exec(served)?.[1]
  expect(preload).toMatch(/\/storage\/v1\/object\/public\/public-media\/.*\/gifts\/1764000000000-honeymoon\.webp$/)
  expect(served).toContain(`<img src="${preload}" alt="" fetchpriority="high"`)
  const image = await request.get(preload!)
  expect(image.status()).toBe(200)
  expect(image.headers()['cache-control']).toBe('max-age=31536000')

  // The page asks neither for the event nor for signatures: everything it shows is in hand.
  const calls: string[] = []
  page.on('request', (r) => {
    if (/\/rest\/v1\/rpc\/get_public_event|\/storage\/v1\/object\/sign\//.test(r.url())) calls.push(r.url())
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/camille-et-alex')
  await expect(page.getByRole('button', { name: 'RSVP' })).toBeVisible()
  const gifts = page.getByRole('region', { name: 'Liste de cadeaux' }).locator('img')
  await expect(gifts.first()).toHaveAttribute('src', preload!)
  await expect(gifts.first()).toHaveAttribute('fetchpriority', 'high')
  await expect(gifts.first()).toHaveAttribute('loading', 'eager')
  await expect(gifts.nth(5)).toHaveAttribute('loading', 'lazy')
  // Below the first screen, an image is asked for only as the guest scrolls near it (Chrome's own
  // lazy loading would fetch it from 1,250 px away, the whole list on a phone).
  const photos = page.getByRole('region', { name: 'Photos' }).locator('img')
  await expect(photos).toHaveCount(3)
  for (const photo of await photos.all()) await expect(photo).not.toHaveAttribute('src', /./)
  await expect(gifts.nth(5)).not.toHaveAttribute('src', /./)
  // The published photos' grid shows their small renditions.
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded()
    await expect(photo).toHaveAttribute('src', /public-media\/.*\.w480\.webp$/)
  }
  expect(calls).toEqual([])
})
