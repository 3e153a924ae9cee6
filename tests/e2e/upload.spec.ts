import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'
import { makeJpeg } from './support/gifts-data.ts'
import { createEvent } from './support/service-data.ts'
import { openUploads, photosOf } from './support/upload-data.ts'

// The guests' upload page, in French, on a phone with a poor signal.
test.use({ viewport: { width: 390, height: 844 } })

async function eventWithCode(request: Parameters<typeof createEvent>[0]) {
  const slug = `photos-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { slug, type: 'birthday', person: 'Léa' })
  const code = randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()
  await openUploads(request, event.id, code)
  return { slug, eventId: event.id, code }
}

async function choosePhotos(page: Page, count: number) {
  const files = []
  for (let i = 0; i < count; i++) {
    files.push({ name: `photo-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg(page, 1200, 900, i * 40) })
  }
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choisir des photos' }).click()
  await (await chooser).setFiles(files)
}

test('a wrong code is refused, the right one opens the form, and the photos arrive', async ({ page, request }) => {
  const { slug, eventId, code } = await eventWithCode(request)
  await page.goto(`/${slug}/upload`)
  const field = page.getByLabel('Code de partage (6 caractères)')
  await field.fill('zzz999')
  await expect(field).toHaveValue('ZZZ999')
  await page.getByRole('button', { name: 'Valider' }).click()
  await expect(page.getByRole('alert')).toContainText('Invalid code')
  await expect(page.getByRole('alert')).toContainText('Code invalide')

  await field.fill(code)
  await page.getByRole('button', { name: 'Valider' }).click()
  await page.getByRole('button', { name: 'Envoyer les photos' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please select at least one photo')
  expect(await seriousViolations(page)).toEqual([])

  await choosePhotos(page, 3)
  await page.getByLabel('Votre nom').fill('Tante Agathe')
  await page.getByLabel('Légende').fill('Le gâteau')
  await page.getByRole('button', { name: 'Envoyer les photos' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Merci ! 3 photos envoyées.' })).toContainText(
    'Les organisateurs les verront et choisiront lesquelles publier.',
  )
  // The summary toast agrees in French too.
  await expect(page.getByText('3 photos envoyées', { exact: true })).toBeVisible()

  const photos = await photosOf(request, eventId)
  expect(photos).toHaveLength(3)
  for (const photo of photos) {
    expect(photo).toMatchObject({ uploader_name: 'Tante Agathe', caption: 'Le gâteau', public: false })
    expect(photo.url).toMatch(new RegExp(`/${eventId}/photos/\\d+-[0-9a-f]{12}-photo-\\d\\.webp$`))
  }
  await page.getByRole('button', { name: 'Upload more photos' }).click()
  await expect(page.getByRole('button', { name: 'Choisir des photos' })).toBeVisible()
})

test('a link with the code skips step 1; offline photos stay, survive a reload and go once online', async ({
  page,
  context,
  request,
}) => {
  const { slug, eventId, code } = await eventWithCode(request)
  await page.goto(`/${slug}/upload?code=${code}`)
  await choosePhotos(page, 2)
  await expect(page.getByRole('list', { name: 'Photos choisies' }).getByRole('listitem')).toHaveCount(2)

  // The signal is gone: nothing is lost, and the page says so.
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Envoyer les photos' }).click()
  await expect(page.getByText("Erreur d'envoi")).toBeVisible({ timeout: 20_000 })
  await context.setOffline(false)

  // A reload keeps the chosen photos (kept in the browser until sent) and the code (this tab).
  await page.reload()
  await expect(
    page.getByRole('status').filter({ hasText: "2 photos de votre dernière visite n'ont pas encore été envoyées." }),
  ).toBeVisible()
  await expect(page.getByRole('list', { name: 'Photos choisies' }).getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: /Envoyer les photos|Réessayer les photos restantes/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Merci ! 2 photos envoyées.' })).toBeVisible()
  expect(await photosOf(request, eventId)).toHaveLength(2)

  // Sent photos are forgotten: a reload offers nothing to resend.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Choisir des photos' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Photos choisies' })).toHaveCount(0)
})

test('a file that is not an image says why, is skipped, and the others arrive with the thanks counting both', async ({
  page,
  request,
}) => {
  const { slug, eventId, code } = await eventWithCode(request)
  await page.goto(`/${slug}/upload?code=${code}`)
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choisir des photos' }).click()
  await (
    await chooser
  ).setFiles([
    { name: 'photo-1.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 1200, 900, 10) },
    // Named and typed as a photo, but a web page.
    { name: 'invitation.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<!doctype html><p>Bonjour</p>') },
    { name: 'photo-2.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 1200, 900, 90) },
  ])
  await page.getByRole('button', { name: 'Envoyer les photos' }).click()
  const thanks = page.getByRole('status').filter({ hasText: 'Merci ! 2 photos envoyées.' })
  await expect(thanks).toContainText("1 fichier refusé : ce n'est pas une image.")
  await expect(thanks).toContainText('Les organisateurs les verront et choisiront lesquelles publier.')
  expect(await photosOf(request, eventId)).toHaveLength(2)
})

test('each file that is not an image is marked in the list while the others are sent', async ({ page, request }) => {
  const { slug, eventId, code } = await eventWithCode(request)
  await page.goto(`/${slug}/upload?code=${code}`)
  // The upload stalls on purpose, so the list can be read while it is sent.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/storage/v1/object/media/**', async (route) => {
    await held
    await route.continue()
  })
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choisir des photos' }).click()
  await (
    await chooser
  ).setFiles([
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') },
    { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 800, 600, 30) },
  ])
  await page.getByRole('button', { name: 'Envoyer les photos' }).click()
  const list = page.getByRole('list', { name: 'Photos choisies' })
  await expect(list.getByRole('listitem').filter({ hasText: 'notes.png' })).toContainText(
    "Ce fichier n'est pas une image",
  )
  expect(await seriousViolations(page)).toEqual([])
  release()
  const thanks = page.getByRole('status').filter({ hasText: 'Merci ! 1 photo envoyée.' })
  await expect(thanks).toContainText("1 fichier refusé : ce n'est pas une image.")
  expect(await photosOf(request, eventId)).toHaveLength(1)
})
