import { randomUUID } from 'node:crypto'
import { expect, test, type Locator } from '@playwright/test'
import pg from 'pg'
import { e2e } from './support/e2e-env.ts'
import { seriousViolations } from './support/axe.ts'
import { makeJpeg } from './support/gifts-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'
import { storedEvent } from './support/settings-data.ts'
import { openUploads, photosOf } from './support/upload-data.ts'

test('guest uploads appear live; the organiser publishes, views, deletes and renews the code', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('photos')
  const owner = await createOrganiser(request, email)
  const slug = `album-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { user_id: owner.id, slug, type: 'birthday', person: 'Léa' })
  const code = randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()
  await openUploads(request, event.id, code)
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/shared-photos`)
  await expect(page.getByText(code)).toBeVisible()
  await expect(page.getByRole('img', { name: /QR code for .*\/upload\?code=/ })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Guests can upload photos' })).toBeChecked()
  await expect(page.getByText('No photos yet.', { exact: false })).toBeVisible()

  // A guest, on their phone, sends two photos; the organiser's grid shows them without a reload.
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const guest = await guestContext.newPage()
  await guest.goto(`/${slug}/upload?code=${code}`)
  const chooser = guest.waitForEvent('filechooser')
  await guest.getByRole('button', { name: 'Choisir des photos' }).click()
  await (
    await chooser
  ).setFiles([
    { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(guest, 640, 480, 10) },
    { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(guest, 640, 480, 200) },
  ])
  await guest.getByLabel('Votre nom').fill('Paul')
  await guest.getByRole('button', { name: 'Envoyer les photos' }).click()
  await expect(guest.getByRole('status').filter({ hasText: 'Merci ! 2 photos envoyées.' })).toBeVisible()
  await guestContext.close()

  const grid = page.getByRole('list', { name: 'Photos' })
  await expect(grid.getByRole('listitem')).toHaveCount(2)
  await expect(grid.locator('img').first()).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/media\//)

  // Each photo came with its small rendition, made on the guest's phone and stored beside it.
  const uploaded = (await photosOf(request, event.id)).map((p) => p.url)
  for (const path of uploaded) {
    const small = await request.get(mediaUrl(`${path}.w480.webp`), { headers: service })
    expect(small.status()).toBe(200)
    expect(webpWidth(await small.body())).toBe(480)
  }
  // Publishing copies that rendition rather than making another: one put in its place showing the
  // same picture (here the full 640 px photo) is what the public bucket gets. One showing another
  // picture (the other photo's, 640 px) is not: the team never saw it, so another is made.
  const [marked, swapped] = uploaded
  for (const [path, source] of [
    [marked, marked],
    [swapped, marked],
  ]) {
    const replaced = await request.post(mediaUrl(`${path}.w480.webp`), {
      headers: { ...service, 'Content-Type': 'image/webp', 'x-upsert': 'true' },
      data: await (await request.get(mediaUrl(source), { headers: service })).body(),
    })
    expect(replaced.ok(), await replaced.text()).toBe(true)
  }

  // Checked before any toast: sonner's toasts are checked where they are shown.
  expect(await seriousViolations(page)).toEqual([])

  // A tile's two controls read and look apart: a round tick selects, a labelled switch publishes.
  const tile = grid.getByRole('listitem').first()
  const tick = await tile.getByRole('checkbox', { name: 'Select photo by Paul' }).boundingBox()
  const toggle = await tile.getByRole('switch', { name: 'On public page: photo by Paul' }).boundingBox()
  expect(tick!.width).toBe(tick!.height)
  expect(toggle!.width).toBeGreaterThan(1.5 * toggle!.height)
  await expect(tile.getByText('On public page')).toBeVisible()

  await page.getByRole('button', { name: 'Select all' }).click()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('Photos published')).toBeVisible()
  await expect.poll(async () => (await photosOf(request, event.id)).map((p) => p.public)).toEqual([true, true])
  // Published: each photo is at a stable public URL anyone may read, cached a year, with its small
  // rendition for grids (issue 23).
  const paths = (await photosOf(request, event.id)).map((p) => p.url)
  for (const path of paths) {
    const full = await request.get(publicMediaUrl(path))
    expect(full.status()).toBe(200)
    expect(full.headers()['cache-control']).toBe('max-age=31536000')
    const small = await request.get(publicMediaUrl(`${path}.w480.webp`))
    expect(small.status()).toBe(200)
    expect(webpWidth(await small.body())).toBe(path === marked ? 640 : 480)
  }
  await page.getByRole('switch', { name: 'On public page: photo by Paul' }).first().click()
  await expect.poll(async () => (await photosOf(request, event.id)).filter((p) => p.public)).toHaveLength(1)
  // Unpublished: its public copy and rendition are gone.
  const unpublished = (await photosOf(request, event.id)).find((p) => !p.public)!.url
  expect((await request.get(publicMediaUrl(unpublished))).ok()).toBe(false)
  expect((await request.get(publicMediaUrl(`${unpublished}.w480.webp`))).ok()).toBe(false)

  await grid.getByRole('button', { name: /^Open/ }).first().click()
  const lightbox = page.getByRole('dialog')
  await expect(lightbox).toContainText('1 / 2')
  await page.keyboard.press('ArrowRight')
  await expect(lightbox).toContainText('2 / 2')
  await lightbox.getByRole('button', { name: 'Next photo' }).click()
  await expect(lightbox).toContainText('1 / 2')
  await page.keyboard.press('Escape')
  await expect(lightbox).toHaveCount(0)

  await page.getByRole('checkbox', { name: 'Select photo by Paul' }).first().check()
  await page.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Photos deleted')).toBeVisible()
  await expect(grid.getByRole('listitem')).toHaveCount(1)
  expect(await photosOf(request, event.id)).toHaveLength(1)
  // The deleted photo's rendition went with it.
  const kept = (await photosOf(request, event.id))[0].url
  for (const path of uploaded) {
    const small = await request.get(mediaUrl(`${path}.w480.webp`), { headers: service })
    expect(small.ok()).toBe(path === kept)
  }

  await page.getByRole('button', { name: 'New code' }).click()
  await expect(page.getByText('New code created')).toBeVisible()
  const renewed = (await storedEvent(request, event.id))!.photoSharingSettings.upload_code!
  expect(renewed).not.toBe(code)
  await expect(page.getByText(renewed)).toBeVisible()

  await page.getByRole('switch', { name: 'Guests can upload photos' }).click()
  await expect(page.getByRole('switch', { name: 'Guests can upload photos' })).not.toBeChecked()
  expect((await storedEvent(request, event.id))!.photoSharingSettings.public).toBe(false)
})

test('with uploads closed, the screen says guests cannot upload until the switch beside it is turned on', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('closed')
  const owner = await createOrganiser(request, email)
  const slug = `ferme-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { user_id: owner.id, slug, type: 'birthday', person: 'Léa' })
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/shared-photos`)
  const uploads = page.getByRole('region', { name: 'Guest uploads' })
  const open = uploads.getByRole('switch', { name: 'Guests can upload photos' })
  await expect(open).not.toBeChecked()
  const note = "Guests cannot upload photos until you turn on 'Guests can upload photos'."
  await expect(uploads.getByText(note)).toBeVisible()
  await expect(open).toHaveAccessibleDescription(new RegExp(note.replace(/[.()]/g, '\\$&')))
  expect(await seriousViolations(page)).toEqual([])

  await open.click()
  await expect(open).toBeChecked()
  await expect(uploads.getByText(note)).toHaveCount(0)
  // The event's page now invites the guests to share.
  await page.goto(`/${slug}`)
  await expect(page.getByRole('link', { name: 'Share your photos' })).toBeVisible()
})

test("the demo wedding's photos show their seeded files, the published ones on its public page", async ({
  page,
  request,
}) => {
  await signInWithMagicLink(page, request, e2e.demoEmail)
  await page.goto('/admin/event/e1000000-0000-4000-8000-000000000001/shared-photos')
  const images = page.getByRole('list', { name: 'Photos' }).locator('img')
  await expect(images).toHaveCount(6)
  await expectAllLoaded(images)

  // A link to the section lands on it, once the app has drawn it.
  await page.goto('/camille-et-alex#photos')
  await expect(page.getByRole('heading', { level: 2, name: 'Photos' })).toBeInViewport()
  const gallery = page.getByRole('region', { name: 'Photos' }).locator('img')
  await expect(gallery).toHaveCount(3)
  await expectAllLoaded(gallery)
})

const service = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }
const mediaUrl = (path: string) =>
  `${e2e.apiUrl}/storage/v1/object/media/${path.split('/').map(encodeURIComponent).join('/')}`

const publicMediaUrl = (path: string) =>
  `${e2e.apiUrl}/storage/v1/object/public/public-media/${path.split('/').map(encodeURIComponent).join('/')}`

/** A WebP's width, from its header (lossy VP8, lossless VP8L or extended VP8X). */
function webpWidth(bytes: Buffer): number {
  const kind = bytes.toString('ascii', 12, 16)
  if (kind === 'VP8X') return bytes.readUIntLE(24, 3) + 1
  if (kind === 'VP8L') return (bytes.readUInt32LE(21) & 0x3fff) + 1
  return bytes.readUInt16LE(26) & 0x3fff
}

async function expectAllLoaded(images: Locator) {
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded()
    // The public page asks for an image only once it is near the screen: until then it has none.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(image).toHaveJSProperty('complete', true)
  }
}

test("the storage gauge warns before the plan's quota is reached, and a guest's upload past it gets a French message", async ({
  page,
  browser,
  request,
}) => {
  // Two browsers and the upload page's retries (1 s, 2 s) before it gives up.
  test.setTimeout(90_000)
  const email = uniqueEmail('storage')
  const owner = await createOrganiser(request, email)
  const slug = `storage-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { user_id: owner.id, slug, type: 'birthday', person: 'Léa' })
  const code = randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()
  await openUploads(request, event.id, code)
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/shared-photos`)
  const gauge = page.getByRole('region', { name: 'Storage' })
  await expect(gauge).toContainText("This event's photos take 0 KB.")
  await expect(gauge).toContainText('of the 1.00 GB its plan allows.')
  await expect(gauge.getByRole('meter', { name: 'Storage used' })).toBeVisible()
  await expect(gauge.getByRole('status')).toHaveCount(0)

  // The project's plan set lower (private.storage_plan), as a deployer would for a smaller one.
  const db = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${e2e.dbPort}/postgres` })
  await db.connect()
  try {
    await db.query(`update private.storage_plan set quota_bytes = private.project_stored_bytes() + 50 * 1048576`)
    await page.reload()
    await expect(gauge.getByRole('status')).toContainText('Storage is almost full')
    await page.screenshot({ path: test.info().outputPath('storage-warning.png'), fullPage: true })

    await db.query(`update private.storage_plan set quota_bytes = private.project_stored_bytes() + 524288`)
    await page.reload()
    await expect(gauge.getByRole('alert')).toHaveText(
      'Storage is full: guests can no longer upload photos. Delete photos you do not keep, or move the project to a larger plan.',
    )

    const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const guest = await guestContext.newPage()
    await guest.goto(`/${slug}/upload?code=${code}`)
    const chooser = guest.waitForEvent('filechooser')
    await guest.getByRole('button', { name: 'Choisir des photos' }).click()
    await (
      await chooser
    ).setFiles([{ name: 'a.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(guest, 640, 480, 10) }])
    await guest.getByLabel('Votre nom').fill('Paul')
    await guest.getByRole('button', { name: 'Envoyer les photos' }).click()
    await expect(
      guest.getByText(
        "L'espace photo de cet événement est plein : vos photos ne peuvent pas être envoyées. Prévenez les organisateurs.",
      ),
    ).toBeVisible({ timeout: 45_000 })
    await guestContext.close()
    expect(await photosOf(request, event.id)).toEqual([])
  } finally {
    await db.query(`update private.storage_plan set quota_bytes = 1073741824`)
    await db.end()
  }
})
