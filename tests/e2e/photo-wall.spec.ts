import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test, type WebSocketRoute } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'
import { makeJpeg } from './support/gifts-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'
import { openUploads } from './support/upload-data.ts'
import { addStoredPhoto, runPhotoCopyJob, setPhotoPublic, storedBytes } from './support/wall-data.ts'
import { readStoredZip } from '../support/read-zip.ts'

const SCREENSHOTS = process.env.WALL_SCREENSHOTS

test('the wall shows published photos, a new one without reload and never an unpublished one', async ({
  page,
  request,
}) => {
  test.slow()
  const email = uniqueEmail('wall')
  const owner = await createOrganiser(request, email)
  const slug = `mur-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { user_id: owner.id, slug, type: 'birthday', person: 'Léa' })
  const code = randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()
  await openUploads(request, event.id, code)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto('/404')
  const jpeg = (hue: number) => makeJpeg(page, 1600, 1000, hue)
  const where = { id: event.id, ownerId: owner.id }
  await addStoredPhoto(request, where, await jpeg(20), { caption: 'Le gâteau', public: true })
  const secret = await addStoredPhoto(request, where, await jpeg(200), { caption: 'Pas pour le mur', public: false })

  await page.goto(`/${slug}/live?code=${code}`)
  const wall = page.getByRole('region', { name: 'Photos partagées' })
  await expect(wall.getByRole('img', { name: 'Le gâteau' })).toBeVisible()
  await expect(page.getByText('Paul', { exact: true })).toBeVisible()
  const join = page.getByRole('complementary', { name: 'Partagez vos photos' })
  await expect(join.getByText(code)).toBeVisible()
  await expect(join.getByRole('img', { name: new RegExp(`QR code vers .*/${slug}/upload`) })).toBeVisible()
  await page.mouse.move(10, 10)
  expect(await seriousViolations(page)).toEqual([])
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/wall-projector.png`, animations: 'disabled' })

  // Published while the wall is open: it comes next, without a reload.
  const fresh = await addStoredPhoto(request, where, await jpeg(90), { caption: 'Les mariés dansent', public: false })
  await setPhotoPublic(request, fresh.id, true)
  await expect(wall.getByRole('img', { name: 'Les mariés dansent' })).toBeVisible({ timeout: 20_000 })

  // The keys: arrows move through the published photos only, Space pauses.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('ArrowRight')
    await expect(wall.getByRole('img', { name: /Le gâteau|Les mariés dansent/ }).last()).toBeVisible()
    await expect(page.getByRole('img', { name: 'Pas pour le mur' })).toHaveCount(0)
    expect(await page.locator('img').count()).toBeLessThanOrEqual(3)
  }
  await page.keyboard.press(' ')
  await expect(page.getByRole('button', { name: 'Reprendre' })).toBeVisible()
  await page.keyboard.press(' ')
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible()

  // Unpublished while on the wall: it leaves at the next nudge, and stays away.
  await setPhotoPublic(request, fresh.id, false)
  await setPhotoPublic(request, secret.id, false)
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('ArrowRight')
    await expect(wall.getByRole('img', { name: 'Le gâteau' }).last()).toBeVisible()
  }
  await expect(page.getByRole('img', { name: 'Les mariés dansent' })).toHaveCount(0)

  // On a phone-sized screen the corners still fit.
  await page.setViewportSize({ width: 390, height: 844 })
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/wall-phone.png`, animations: 'disabled' })
  expect(await seriousViolations(page)).toEqual([])
})

test('a long caption is clamped to three lines over the photo, and read whole as its name', async ({
  page,
  request,
}) => {
  const owner = await createOrganiser(request, uniqueEmail('caption'))
  const slug = `legende-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { user_id: owner.id, slug, type: 'birthday', person: 'Léa' })
  await page.goto('/404')
  const caption = 'Une très longue légende pour la photo du gâteau. '.repeat(10).trim()
  await addStoredPhoto(request, { id: event.id, ownerId: owner.id }, await makeJpeg(page, 800, 600, 30), {
    caption,
    public: true,
  })
  for (const width of [1920, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1080 })
    await page.goto(`/${slug}/live`)
    await expect(page.getByRole('img', { name: caption })).toBeVisible()
    const shown = page.getByTestId('wall-caption')
    await expect(shown).toHaveText(caption)
    const box = await shown.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      line: parseFloat(getComputedStyle(element).lineHeight),
      clipped: element.scrollHeight > element.clientHeight,
    }))
    expect(box.height).toBeLessThanOrEqual(box.line * 3 + 1)
    expect(box.clipped).toBe(true)
  }
})

test('after a network drop the wall reconnects and shows what was published meanwhile', async ({ page, request }) => {
  test.slow()
  const owner = await createOrganiser(request, uniqueEmail('drop'))
  const slug = `coupure-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { user_id: owner.id, slug, type: 'birthday', person: 'Léa' })
  await page.goto('/404')
  const where = { id: event.id, ownerId: owner.id }
  await addStoredPhoto(request, where, await makeJpeg(page, 800, 600, 10), { caption: 'Avant', public: true })
  // The test stands between the wall and the realtime server: it can cut the socket, and refuse
  // the wall's attempts to reconnect until it lets them through.
  let cut = false
  let refused = 0
  const sockets: WebSocketRoute[] = []
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
    if (cut) {
      refused++
      return void socket.close({ code: 1011, reason: 'offline' })
    }
    sockets.push(socket)
    socket.connectToServer()
  })
  await page.goto(`/${slug}/live`)
  await expect(page.getByRole('img', { name: 'Avant' })).toBeVisible()
  await expect.poll(() => sockets.length).toBe(1)

  cut = true
  await sockets[0].close({ code: 1011, reason: 'offline' })
  // Published while the wall is cut off: its nudge cannot reach the wall.
  await addStoredPhoto(request, where, await makeJpeg(page, 800, 600, 160), { caption: 'Pendant', public: true })
  // The wall tried again meanwhile and was refused: it is back only from now on.
  await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThan(0)
  await expect(page.getByRole('img', { name: 'Pendant' })).toHaveCount(0)
  cut = false
  await expect.poll(() => sockets.length, { timeout: 20_000 }).toBe(2)
  await expect(page.getByRole('img', { name: 'Pendant' })).toBeVisible({ timeout: 20_000 })
})

test("'Auto-publish guest photos' puts a guest's upload on the wall opened from 'Slideshow'", async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const email = uniqueEmail('auto')
  const owner = await createOrganiser(request, email)
  const slug = `auto-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { user_id: owner.id, slug, type: 'birthday', person: 'Léa' })
  const code = randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()
  await openUploads(request, event.id, code)
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/shared-photos`)
  const auto = page.getByRole('switch', { name: 'Auto-publish guest photos' })
  await expect(auto).not.toBeChecked()
  await auto.click()
  await expect(auto).toBeChecked()
  await expect(page.getByText('Guest photos are published at once')).toBeVisible()

  const opened = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'Slideshow' }).click()
  const wall = await opened
  await expect(wall).toHaveURL(new RegExp(`/${slug}/live\\?code=${code}$`))
  await expect(wall.getByText('Les photos partagées apparaîtront ici.')).toBeVisible()
  await expect(wall.getByText(code)).toBeVisible()

  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const guest = await guestContext.newPage()
  await guest.goto(`/${slug}/upload?code=${code}`)
  const chooser = guest.waitForEvent('filechooser')
  await guest.getByRole('button', { name: 'Choisir des photos' }).click()
  await (
    await chooser
  ).setFiles([{ name: 'a.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(guest, 800, 600, 40) }])
  await guest.getByLabel('Votre nom').fill('Inès')
  await guest.getByRole('button', { name: 'Envoyer les photos' }).click()
  await expect(guest.getByRole('status').filter({ hasText: 'Merci ! 1 photo envoyée.' })).toContainText(
    "Elles sont déjà sur la page de l'événement.",
  )
  await guestContext.close()

  // The wall shows the photo's public copy, which the every-minute job makes.
  await runPhotoCopyJob()
  await expect(wall.getByRole('img', { name: 'Photo de Inès' })).toBeVisible({ timeout: 20_000 })
  await expect(wall.getByText('Inès', { exact: true })).toBeVisible()
  // The organiser can still take it off the wall.
  await page.bringToFront()
  await expect(page.getByRole('switch', { name: 'On public page: photo by Inès' })).toBeChecked()
})

test("'Download' saves the selected photos as one ZIP whose files are the stored ones, byte for byte", async ({
  page,
  request,
}) => {
  test.slow()
  const email = uniqueEmail('album')
  const owner = await createOrganiser(request, email)
  const slug = `album-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { user_id: owner.id, slug, type: 'birthday', person: 'Léa' })
  await page.goto('/404')
  const where = { id: event.id, ownerId: owner.id }
  const stored = []
  for (const [i, name] of ['Paul', 'Paul', 'Inès', 'Zoé'].entries())
    stored.push(
      await addStoredPhoto(request, where, await makeJpeg(page, 900, 600, 40 * i), {
        caption: `Photo ${i}`,
        uploader_name: name,
        public: i % 2 === 0,
      }),
    )
  // The browsers without the File System Access API (Firefox, Safari) take the service worker's
  // stream; Chromium's own picker cannot be driven headless.
  await page.addInitScript(() => delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker)
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/shared-photos`)
  const grid = page.getByRole('list', { name: 'Photos' })
  await expect(grid.getByRole('listitem')).toHaveCount(4)
  const download = page.getByRole('button', { name: 'Download' })
  await expect(download).toBeDisabled()
  await page.getByRole('button', { name: 'Select all' }).click()
  await page.getByRole('checkbox', { name: 'Select photo “Photo 3”' }).uncheck()

  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/shared-photos-admin.png` })
  const saved = page.waitForEvent('download')
  await download.click()
  const file = await saved
  expect(file.suggestedFilename()).toBe(`${slug}-photos.zip`)
  const zip = readStoredZip(new Uint8Array(await readFile((await file.path())!)))
  expect(zip.size).toBe(3)
  const names = [...zip.keys()]
  expect(new Set(names).size).toBe(3)
  expect(names.filter((name) => name.startsWith('Paul_'))).toHaveLength(2)
  for (const photo of stored.slice(0, 3)) {
    const bytes = await storedBytes(request, photo.url)
    expect([...zip.values()].some((entry) => Buffer.compare(Buffer.from(entry), bytes) === 0)).toBe(true)
  }
  await expect(page.getByText('Album downloaded (3 photos)')).toBeVisible()
})
