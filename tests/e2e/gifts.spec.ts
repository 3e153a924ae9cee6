import { expect, test, type Page } from '@playwright/test'
import { e2e } from './support/e2e-env.ts'
import { createGifts, giftFileMetadata, giftFiles, giftsOf, makeJpeg, setGiftsModule } from './support/gifts-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

/** An organiser who owns a fresh event, signed in on its gifts screen. */
async function setUp(page: Page, request: Parameters<typeof createOrganiser>[0]) {
  const email = uniqueEmail('gifts')
  const owner = await createOrganiser(request, email)
  const event = await createEvent(request, { user_id: owner.id, name: 'Gift party', slug: null })
  await signInWithMagicLink(page, request, email)
  return { userId: owner.id, eventId: event.id }
}

const card = (page: Page, name: string) => page.getByRole('list', { name: 'Gifts' }).getByRole('listitem', { name })
const fileInput = (page: Page) => page.getByLabel('Gift image file')

async function pickImage(page: Page, name: string, hue: number) {
  await fileInput(page).setInputFiles({ name, mimeType: 'image/jpeg', buffer: await makeJpeg(page, 2400, 1600, hue) })
  await expect(page.getByRole('img', { name: 'Gift image preview' })).toBeVisible()
}

/** Drops a file on the drop area as a file dragged from the desktop would arrive. */
async function dropImage(page: Page, name: string, buffer: Buffer, type = 'image/jpeg') {
  const dataTransfer = await page.evaluateHandle(
    ({ name, base64, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([bytes], name, { type }))
      return transfer
    },
    { name, base64: buffer.toString('base64'), type },
  )
  const area = page.getByTestId('gift-image-drop-area')
  await area.dispatchEvent('dragover', { dataTransfer })
  await area.dispatchEvent('drop', { dataTransfer })
}

async function openMenuAction(page: Page, gift: string, action: 'Edit' | 'Delete' | 'Undo reservation') {
  await page.getByRole('button', { name: `Actions for ${gift}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

test('add with an image, edit, replace and remove the image, delete: no file is left behind', async ({
  page,
  request,
}) => {
  const { userId, eventId } = await setUp(page, request)
  await page.goto(`/admin/event/${eventId}/gifts`)
  await expect(page.getByRole('heading', { name: 'Gifts' })).toBeVisible()
  await expect(page.getByText('No gifts yet.')).toBeVisible()

  // Add: name and amount checked first, then saved with a compressed WebP.
  await page.getByRole('button', { name: 'Add a gift' }).click()
  const add = page.getByRole('dialog', { name: 'Add a gift' })
  await add.getByLabel('Amount (€)').fill('Infinity')
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(add.getByText('Name is required.')).toBeVisible()
  await expect(add.getByText('Amount must be a number of euros')).toBeVisible()
  await add.getByLabel('Name').fill('Teapot')
  await add.getByLabel('Amount (€)').fill('35,50')
  await add.getByLabel('Description').fill('Cast iron')
  await pickImage(page, 'teapot.jpg', 20)
  // With a file chosen, Enter in a field does not submit, and leaving the page asks first.
  await add.getByLabel('Name').press('Enter')
  await expect(add).toBeVisible()
  const unload = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true }).catch(() => {})
  const asked = await unload
  expect(asked.type()).toBe('beforeunload')
  await asked.dismiss()
  await expect(add).toBeVisible()
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByText('Gift added successfully!')).toBeVisible()
  await expect(add).toBeHidden()

  const teapot = card(page, 'Teapot')
  await expect(teapot).toContainText('35.50 €')
  await expect(teapot).toContainText('Available')
  await expect(teapot.locator('img')).toHaveJSProperty('complete', true)
  const [stored] = await giftsOf(request, eventId)
  expect(stored).toMatchObject({ name: 'Teapot', amount: 35.5, description: 'Cast iron', status: 'available' })
  expect(stored.image_url).toMatch(new RegExp(`^${userId}/${eventId}/gifts/\\d+-[0-9a-f]{12}\\.webp$`))
  expect(await giftFiles(request, userId, eventId)).toEqual([stored.image_url])
  expect((await giftFileMetadata(request, stored.image_url!)).cacheControl).toBe('max-age=3600')
  const shown = await teapot.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])
  expect(shown).toEqual([1920, 1280])

  // Edit by double-click, replacing the image: the old file goes once the new one is saved.
  await teapot.dblclick()
  const edit = page.getByRole('dialog', { name: 'Edit gift' })
  await expect(edit.getByLabel('Name')).toHaveValue('Teapot')
  await edit.getByLabel('Name').fill('Big teapot')
  await pickImage(page, 'teapot-2.jpg', 200)
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Gift updated successfully!')).toBeVisible()
  await expect(card(page, 'Big teapot')).toBeVisible()
  const [replaced] = await giftsOf(request, eventId)
  expect(replaced.image_url).not.toBe(stored.image_url)
  expect(await giftFiles(request, userId, eventId)).toEqual([replaced.image_url])

  // Remove the image: image_url empties and the file goes.
  await openMenuAction(page, 'Big teapot', 'Edit')
  await edit.getByRole('button', { name: 'Remove image' }).click()
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()
  await expect(card(page, 'Big teapot')).toContainText('No image')
  expect((await giftsOf(request, eventId))[0].image_url).toBeNull()
  expect(await giftFiles(request, userId, eventId)).toEqual([])

  // Give it an image again, then delete the gift: its file goes with it.
  await openMenuAction(page, 'Big teapot', 'Edit')
  await pickImage(page, 'teapot-3.jpg', 90)
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()
  await expect.poll(async () => (await giftFiles(request, userId, eventId)).length).toBe(1)
  await openMenuAction(page, 'Big teapot', 'Delete')
  await page.getByRole('dialog', { name: 'Delete gift?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Gift deleted!')).toBeVisible()
  await expect(page.getByText('No gifts yet.')).toBeVisible()
  expect(await giftsOf(request, eventId)).toEqual([])
  expect(await giftFiles(request, userId, eventId)).toEqual([])
})

test('a save that fails removes the file it had just uploaded', async ({ page, request }) => {
  const { userId, eventId } = await setUp(page, request)
  await page.goto(`/admin/event/${eventId}/gifts`)
  await page.getByRole('button', { name: 'Add a gift' }).click()
  const add = page.getByRole('dialog', { name: 'Add a gift' })
  await add.getByLabel('Name').fill('Kettle')
  await add.getByLabel('Amount (€)').fill('20')
  await dropImage(page, 'kettle.jpg', await makeJpeg(page, 1200, 900, 40))
  await expect(page.getByRole('img', { name: 'Gift image preview' })).toBeVisible()
  // The module is switched off meanwhile: the database refuses the new row.
  await setGiftsModule(request, eventId, false)
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByText('Failed to save gift')).toBeVisible()
  await expect(add).toBeVisible()
  await expect(add.getByLabel('Name')).toHaveValue('Kettle')
  expect(await giftsOf(request, eventId)).toEqual([])
  await expect.poll(() => giftFiles(request, userId, eventId)).toEqual([])
})

test('search box, window search and filter events, and a refused file type', async ({ page, request }) => {
  const { eventId } = await setUp(page, request)
  await createGifts(request, [
    { event_id: eventId, name: 'Crème brûlée torch', amount: 25 },
    { event_id: eventId, name: 'Espresso machine', amount: 249.9, status: 'purchased' },
    { event_id: eventId, name: 'Garden bench', amount: 95.5 },
  ])
  await page.goto(`/admin/event/${eventId}/gifts`)
  const cards = page.getByRole('list', { name: 'Gifts' }).getByRole('listitem')
  await expect(cards).toHaveCount(3)
  await expect(card(page, 'Espresso machine')).toContainText('Reserved')

  const search = page.getByPlaceholder('Search by name...')
  await search.fill('CREME')
  await expect(cards).toHaveText([/Crème brûlée torch/])
  await search.fill('')
  await expect(cards).toHaveCount(3)

  await page.evaluate(() => window.dispatchEvent(new CustomEvent('search', { detail: 'bench' })))
  await expect(search).toHaveValue('bench')
  await expect(cards).toHaveText([/Garden bench/])
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('search', { detail: '' })))
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('filter', { detail: { status: ['purchased'] } })))
  await expect(cards).toHaveText([/Espresso machine/])
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('filter', { detail: { status: [] } })))
  await expect(cards).toHaveCount(3)

  await page.getByRole('button', { name: 'Add a gift' }).click()
  await fileInput(page).setInputFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await expect(page.getByText('Invalid file type')).toBeVisible()
  await expect(page.getByText('Please upload a JPG, PNG or WebP image')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Gift image preview' })).toHaveCount(0)
  // A JPEG in name only is not an image: said so (not "try again"), and the dialog stays usable.
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await fileInput(page).setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a jpeg') })
  await expect(page.getByText('This file is not an image')).toBeVisible()
  await expect(page.getByText('Please choose a JPG, PNG or WebP picture.')).toBeVisible()
  await expect(page.getByText('Please try again')).toHaveCount(0)
  expect(errors.filter((text) => /Image is not defined/.test(text))).toEqual([])
  await expect(page.getByRole('img', { name: 'Gift image preview' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeEnabled()
  await page.keyboard.press('Escape')

  // Saving from the dialog makes a purchased gift available again (SPEC §4), and says so first.
  await card(page, 'Espresso machine').dblclick()
  const edit = page.getByRole('dialog', { name: 'Edit gift' })
  await expect(edit).toContainText('Saving it makes it available again')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(card(page, 'Espresso machine')).toContainText('Available')
  const stored = await giftsOf(request, eventId)
  expect(stored.map((gift) => gift.status)).toEqual(['available', 'available', 'available'])
})

test('undo a reservation: asked first, the gift is on offer again and the activity says who', async ({
  page,
  request,
}) => {
  const { eventId } = await setUp(page, request)
  await createGifts(request, [
    { event_id: eventId, name: 'Teapot', amount: 35 },
    { event_id: eventId, name: 'Espresso machine', amount: 249.9, status: 'purchased' },
  ])
  await page.goto(`/admin/event/${eventId}/gifts`)
  // An available gift has no reservation to undo.
  await page.getByRole('button', { name: 'Actions for Teapot' }).click()
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Undo reservation' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await openMenuAction(page, 'Espresso machine', 'Undo reservation')
  const confirm = page.getByRole('dialog', { name: 'Undo reservation?' })
  await expect(confirm).toContainText('"Espresso machine" will be available again on the gift list')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(card(page, 'Espresso machine')).toContainText('Reserved')
  expect((await giftsOf(request, eventId)).map((gift) => gift.status)).toEqual(['available', 'purchased'])

  await openMenuAction(page, 'Espresso machine', 'Undo reservation')
  await confirm.getByRole('button', { name: 'Undo reservation' }).click()
  await expect(page.getByText('Reservation undone')).toBeVisible()
  await expect(confirm).toBeHidden()
  await expect(card(page, 'Espresso machine')).toContainText('Available')
  expect((await giftsOf(request, eventId)).map((gift) => gift.status)).toEqual(['available', 'available'])

  await page.goto(`/admin/event/${eventId}/activity`)
  await expect(page.getByRole('list', { name: 'Activity' }).getByRole('listitem')).toHaveText([
    /Nora undid the reservation of Espresso machine/,
  ])
})

test('a failed load shows an error card, and Retry loads the gifts', async ({ page, request }) => {
  const { eventId } = await setUp(page, request)
  await createGifts(request, [{ event_id: eventId, name: 'Blender', amount: 60 }])
  await page.route('**/rest/v1/gifts?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database is resting"}' }),
  )
  await page.goto(`/admin/event/${eventId}/gifts`)
  const alert = page.getByRole('alert').filter({ hasText: 'Error loading gifts' })
  await expect(alert).toContainText('Database is resting')
  await page.unroute('**/rest/v1/gifts?*')
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(card(page, 'Blender')).toContainText('60.00 €')
})

test('the gifts module switched off shows the spec sentence instead of the grid', async ({ page, request }) => {
  const { eventId } = await setUp(page, request)
  await setGiftsModule(request, eventId, false)
  await page.goto(`/admin/event/${eventId}/gifts`)
  await expect(page.getByText('This event does not have the gifts module activated')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add a gift' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Gifts' })).toBeVisible()
})

test("the demo wedding's gifts show their seeded images", async ({ page, request }) => {
  await signInWithMagicLink(page, request, e2e.demoEmail)
  await page.goto('/admin/event/e1000000-0000-4000-8000-000000000001/gifts')
  const image = card(page, 'Hot-air balloon ride').locator('img')
  await expect(image).toHaveJSProperty('complete', true)
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480)
})

test("a gift written with the spec's empty image_url is a gift without an image, here and on the public page", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('gifts')
  const owner = await createOrganiser(request, email)
  const slug = `no-image-${Date.now().toString(36)}`
  const event = await createEvent(request, { user_id: owner.id, name: 'Gift party', slug })
  await createGifts(request, [{ event_id: event.id, name: 'Plain vase', amount: 25, image_url: '' }])
  expect((await giftsOf(request, event.id))[0].image_url).toBeNull()
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/gifts`)
  await expect(card(page, 'Plain vase')).toContainText('No image')
  await expect(card(page, 'Plain vase').locator('img')).toHaveCount(0)

  await page.goto(`/${slug}`)
  const gift = page.getByRole('button', { name: /Plain vase/ })
  await expect(gift).toContainText('Disponible')
  await expect(gift.locator('img')).toHaveCount(0)
})

// Issue 28 F3: a burst of reservations is seen on the gifts screen and undone in one action.
test('the gifts reserved in the last hour are listed and put back on offer at once', async ({ page, request }) => {
  const { eventId } = await setUp(page, request)
  const gifts = await createGifts(
    request,
    ['Vase', 'Lampe', 'Théière', 'Plaid', 'Cadre', 'Bol', 'Tasse', 'Nappe'].map((name) => ({
      event_id: eventId,
      name,
      amount: 30,
    })),
  )
  // Reserved as a guest would, through the public checkout.
  const anon = { apikey: e2e.anonKey, Authorization: `Bearer ${e2e.anonKey}` }
  for (const [cart, email] of [
    [gifts.slice(0, 2), 'a@made-up.test'],
    [gifts.slice(2, 4), 'b@made-up.test'],
  ] as const) {
    const response = await request.post(`${e2e.apiUrl}/rest/v1/rpc/purchase_gifts`, {
      headers: anon,
      data: { p_gift_ids: cart.map((gift) => gift.id), p_email: email },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
  await page.goto(`/admin/event/${eventId}/gifts`)
  const burst = page.getByRole('region', { name: '4 gifts reserved in the last hour' })
  await expect(burst).toContainText('Vase by a@made-up.test')
  await expect(burst).toContainText('Plaid by b@made-up.test')
  await burst.getByRole('button', { name: 'Undo these reservations' }).click()
  await page.screenshot({ path: '/tmp/h2-gifts-burst.png' })
  await burst.getByRole('button', { name: 'Undo 4 reservations' }).click()
  await expect(page.getByText('4 gifts are available again')).toBeVisible()
  await expect(burst).toHaveCount(0)
  expect((await giftsOf(request, eventId)).map((gift) => gift.status)).toEqual(Array(8).fill('available'))
})
