import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'
import { e2e } from './support/e2e-env.ts'
import { createGifts, giftsOf, makeJpeg } from './support/gifts-data.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'
import { runPhotoCopyJob } from './support/wall-data.ts'

// Guests choose gifts on the public page: a cart that survives a reload, a checkout that reserves
// everything or nothing (and takes no payment), and two guests racing for the same gift.
test.use({ viewport: { width: 390, height: 844 } })

async function eventWithGifts(request: Parameters<typeof createEvent>[0]) {
  const slug = `gifts-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { slug, type: 'birthday', person: 'Léa', name: 'Les 30 ans de Léa' })
  const gifts = await createGifts(request, [
    { event_id: event.id, name: 'Théière', amount: 45 },
    { event_id: event.id, name: 'Vélo', amount: 320.5 },
    { event_id: event.id, name: 'Livre', amount: 20, status: 'purchased' },
  ])
  return { slug, eventId: event.id, gifts }
}

async function addToCart(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(name) }).click()
  const dialog = page.getByRole('dialog', { name })
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(dialog).toHaveCount(0)
}

async function checkout(page: Page, email: string, name: string) {
  await page.getByRole('button', { name: /^Panier/ }).click()
  const cart = page.getByRole('dialog', { name: 'Votre panier' })
  await cart.getByLabel('Votre e-mail').fill(email)
  await cart.getByLabel('Votre nom (pour les organisateurs)').fill(name)
  return cart
}

test('add, keep across a reload, remove, and reserve the cart', async ({ page, request }) => {
  const { slug, eventId } = await eventWithGifts(request)
  await page.goto(`/${slug}`)
  await page.getByRole('link', { name: 'Gift list' }).click()
  // A purchased gift is not a button and says so.
  await expect(page.getByRole('button', { name: /Livre/ })).toHaveCount(0)
  await expect(page.locator('[aria-disabled="true"]').filter({ hasText: 'Livre' })).toContainText('Déjà offert')

  await addToCart(page, 'Théière')
  await addToCart(page, 'Vélo')
  await expect(page.getByRole('button', { name: 'Panier, 2 cadeaux' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Panier, 2 cadeaux' })).toBeVisible()

  await page.getByRole('button', { name: /^Panier/ }).click()
  const cart = page.getByRole('dialog', { name: 'Votre panier' })
  await expect(cart).toContainText('365,50 €')
  expect(await seriousViolations(page)).toEqual([])
  await cart.getByRole('button', { name: 'Retirer Vélo' }).click()
  await expect(cart).toContainText('45,00 €')
  const offer = cart.getByRole('button', { name: 'Offrir ce cadeau' })
  await expect(offer).toBeDisabled()
  await cart.getByLabel('Votre e-mail').fill('not-an-address')
  await expect(offer).toBeDisabled()
  await cart.getByLabel('Votre e-mail').fill('paul@example.org')
  await cart.getByLabel('Votre nom (pour les organisateurs)').fill('Paul')
  await offer.click()
  await expect(cart.getByRole('button', { name: 'Réservation en cours…' })).toBeDisabled()
  await expect(cart.getByRole('status')).toHaveText('Cadeau réservé, merci !')
  await expect(cart).toContainText('Théière (45,00 €) : il vous est réservé')
  await cart.press('Escape')
  await expect(page.getByRole('button', { name: 'Panier, 0 cadeau' })).toBeVisible()
  // The list reloads: the teapot is now offered, the bike still available.
  await expect(page.locator('[aria-disabled="true"]').filter({ hasText: 'Théière' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Vélo/ })).toBeVisible()
  const stored = await giftsOf(request, eventId)
  expect(stored.map((g) => [g.name, g.status])).toEqual([
    ['Théière', 'purchased'],
    ['Vélo', 'available'],
    ['Livre', 'purchased'],
  ])
})

test('two guests reserve the same gift at once: exactly one wins, the other is told and reserves nothing', async ({
  browser,
  request,
}) => {
  const { slug, eventId } = await eventWithGifts(request)
  const [first, second] = await Promise.all([browser.newContext(), browser.newContext()])
  const pages = await Promise.all([first.newPage(), second.newPage()])
  for (const page of pages) {
    await page.goto(`/${slug}`)
    await addToCart(page, 'Vélo')
    await addToCart(page, 'Théière')
  }
  const carts = await Promise.all([
    checkout(pages[0], 'ann@example.org', 'Ann'),
    checkout(pages[1], 'bob@example.org', 'Bob'),
  ])
  await Promise.all(carts.map((cart) => cart.getByRole('button', { name: /^Offrir/ }).click()))

  const outcomes = await Promise.all(
    carts.map(async (cart) => {
      const won = cart.getByRole('status')
      const lost = cart.getByRole('alert')
      await expect(won.or(lost)).toBeVisible()
      return (await won.count()) > 0 ? 'won' : ((await lost.textContent()) ?? '')
    }),
  )
  expect(outcomes.filter((o) => o === 'won')).toHaveLength(1)
  const loser = outcomes.find((o) => o !== 'won')!
  expect(loser).toContain('Déjà offert par un autre invité')
  expect(loser).toContain("rien n'a été réservé")
  const stored = await giftsOf(request, eventId)
  expect(
    stored
      .filter((g) => g.status === 'purchased')
      .map((g) => g.name)
      .sort(),
  ).toEqual(['Livre', 'Théière', 'Vélo'])
  await Promise.all([first.close(), second.close()])
})

test('a cart holds 5 gifts: a 6th is refused, said plainly, until one leaves the cart', async ({ page, request }) => {
  const slug = `gifts-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { slug, type: 'birthday', person: 'Léa', name: 'Les 30 ans de Léa' })
  const names = ['Théière', 'Vélo', 'Livre', 'Lampe', 'Vase', 'Tapis']
  await createGifts(
    request,
    names.map((name, i) => ({ event_id: event.id, name, amount: 10 * (i + 1) })),
  )
  await page.goto(`/${slug}`)
  for (const name of names.slice(0, 5)) await addToCart(page, name)
  await expect(page.getByRole('button', { name: 'Panier, 5 cadeaux' })).toBeVisible()

  await page.getByRole('button', { name: /Tapis/ }).click()
  const sixth = page.getByRole('dialog', { name: 'Tapis' })
  await expect(sixth).toContainText('Votre panier est plein : 5 cadeaux au plus à la fois.')
  await expect(sixth.getByRole('button', { name: 'Panier plein' })).toBeDisabled()
  await sixth.getByRole('button', { name: 'Fermer' }).click()
  await expect(page.getByRole('button', { name: 'Panier, 5 cadeaux' })).toBeVisible()

  await page.getByRole('button', { name: /^Panier/ }).click()
  const cart = page.getByRole('dialog', { name: 'Votre panier' })
  await expect(cart).toContainText('Votre panier est plein : 5 cadeaux au plus à la fois.')
  await cart.getByRole('button', { name: 'Retirer Vase' }).click()
  await expect(cart).not.toContainText('Votre panier est plein')
  await cart.press('Escape')
  await addToCart(page, 'Tapis')
  await expect(page.getByRole('button', { name: 'Panier, 5 cadeaux' })).toBeVisible()
})

test("a guest's address past its 5 gifts of the day is told so in the cart, and nothing is reserved", async ({
  page,
  request,
}) => {
  const { slug, eventId } = await eventWithGifts(request)
  const more = await createGifts(
    request,
    ['Lampe', 'Vase', 'Tapis', 'Miroir', 'Plaid'].map((name) => ({ event_id: eventId, name, amount: 15 })),
  )
  // Earlier today the same address reserved four gifts.
  const earlier = await request.post(`${e2e.apiUrl}/rest/v1/rpc/purchase_gifts`, {
    headers: { apikey: e2e.anonKey, Authorization: `Bearer ${e2e.anonKey}` },
    data: { p_gift_ids: more.slice(0, 4).map((gift) => gift.id), p_email: 'paul@example.org' },
  })
  expect(earlier.ok()).toBe(true)
  await page.goto(`/${slug}`)
  await addToCart(page, 'Théière')
  await addToCart(page, 'Vélo')
  const cart = await checkout(page, 'Paul@example.org', 'Paul')
  await cart.getByRole('button', { name: /^Offrir/ }).click()
  await expect(cart.getByRole('alert')).toHaveText(
    "Cette adresse e-mail ne peut plus réserver que 1 cadeau aujourd'hui (5 par jour) : retirez-en de votre panier.",
  )
  await expect(cart.getByRole('listitem')).toHaveCount(2)
  const left = (await giftsOf(request, eventId)).filter((gift) => gift.status === 'available')
  expect(left.map((gift) => gift.name).sort()).toEqual(['Plaid', 'Théière', 'Vélo'])
})

test('gift images come from their public copies, none signed; those far below the fold are asked for only as the guest scrolls near them', async ({
  page,
  request,
}) => {
  const owner = await createOrganiser(request, uniqueEmail('images'))
  const slug = `images-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { slug, type: 'birthday', person: 'Léa', user_id: owner.id })
  const service = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }
  const paths: string[] = []
  // Enough gifts that the last ones sit far below the fold, where lazy images wait. Stored in the
  // private bucket only, as gifts saved before the public bucket (or whose copy failed) are.
  for (let i = 0; i < 30; i++) {
    const path = `${owner.id}/${event.id}/gifts/${i}.jpg`
    const upload = await request.post(`${e2e.apiUrl}/storage/v1/object/media/${path}`, {
      headers: { ...service, 'Content-Type': 'image/jpeg' },
      data: await makeJpeg(page, 64, 64, i * 10),
    })
    expect(upload.ok(), await upload.text()).toBe(true)
    paths.push(path)
  }
  await createGifts(
    request,
    paths.map((image_url, i) => ({ event_id: event.id, name: `Cadeau ${i + 1}`, amount: 10 + i, image_url })),
  )
  const asked: string[] = []
  page.on('request', (r) => asked.push(r.url()))

  // Without their copies the page signs nothing of the private bucket: it waits for the copies.
  await page.goto(`/${slug}`)
  await expect(page.getByText('Cadeau 1', { exact: true })).toBeVisible()
  expect(asked.filter((url) => url.includes('/storage/v1/object/sign/'))).toEqual([])

  // The every-minute job gives them their copies (20 a run).
  await runPhotoCopyJob()
  await runPhotoCopyJob()
  await page.goto(`/${slug}`)
  const images = page.locator('#gifts img')
  await expect(images).toHaveCount(30)
  const first = images.first()
  const last = images.last()
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(await first.getAttribute('src')).toMatch(/\/storage\/v1\/object\/public\/public-media\//)
  // Far below the fold, an image is not even asked for until the guest scrolls near it.
  await expect(last).not.toHaveAttribute('src', /./)
  await last.scrollIntoViewIfNeeded()
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64)
  expect(asked.filter((url) => url.includes('/storage/v1/object/sign/'))).toEqual([])
})

test("the checkout reserves and says so: the organisers' gift instructions, in the list and after the reservation", async ({
  page,
  request,
}) => {
  const slug = `gifts-${randomUUID().slice(0, 8)}`
  const instructions = 'Virement : FR76 3000 6000 0112 3456 7890 189\nOu la cagnotte : https://pot.example.org/lea.'
  const event = await createEvent(request, {
    slug,
    type: 'birthday',
    person: 'Léa',
    websiteSettings: { giftInstructions: instructions },
  })
  await createGifts(request, [{ event_id: event.id, name: 'Théière', amount: 249.9 }])
  await page.goto(`/${slug}`)

  const list = page.getByRole('region', { name: 'Liste de cadeaux' })
  await expect(list).toContainText('Comment offrir')
  await expect(list).toContainText('Virement : FR76 3000 6000 0112 3456 7890 189')
  // The pot's address is a link, without the sentence's full stop.
  await expect(list.getByRole('link', { name: 'https://pot.example.org/lea' })).toHaveAttribute(
    'href',
    'https://pot.example.org/lea',
  )
  await expect(list).toContainText('249,90 €')

  await addToCart(page, 'Théière')
  const cart = await checkout(page, 'paul@example.org', 'Paul')
  await expect(cart).toContainText("aucun paiement n'est demandé sur ce site")
  await cart.getByRole('button', { name: 'Offrir ce cadeau' }).click()
  await expect(cart.getByRole('status')).toHaveText('Cadeau réservé, merci !')
  await expect(cart).toContainText('Théière (249,90 €) : il vous est réservé')
  await expect(cart).toContainText('Virement : FR76 3000 6000 0112 3456 7890 189')
  await expect(cart.getByRole('link', { name: 'https://pot.example.org/lea' })).toBeVisible()
  // Nothing on the page says a payment was made.
  await expect(page.locator('body')).not.toContainText(/achat|factur|paiement (en cours|effectué|confirmé)|payé/i)
  expect(await seriousViolations(page)).toEqual([])

  const close = cart.getByRole('button', { name: 'Fermer' })
  await expect(close).toBeInViewport()
  await close.click()
  await expect(cart).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Panier, 0 cadeau' })).toBeFocused()
})
