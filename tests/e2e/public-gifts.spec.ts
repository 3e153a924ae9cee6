import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'
import { e2e } from './support/e2e-env.ts'
import { createGifts, giftsOf, makeJpeg } from './support/gifts-data.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

// Guests choose gifts on the public page: a cart that survives a reload, a checkout that buys
// everything or nothing, and two guests racing for the same gift.
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

test('add, keep across a reload, remove, and buy the cart', async ({ page, request }) => {
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
  const pay = cart.getByRole('button', { name: /^Offrir/ })
  await expect(pay).toBeDisabled()
  await cart.getByLabel('Votre e-mail').fill('not-an-address')
  await expect(pay).toBeDisabled()
  await cart.getByLabel('Votre e-mail').fill('paul@example.org')
  await cart.getByLabel('Votre nom (pour les organisateurs)').fill('Paul')
  await pay.click()
  await expect(cart.getByRole('button', { name: 'Paiement en cours…' })).toBeDisabled()
  await expect(cart.getByRole('status')).toHaveText(
    'Votre achat de 45,00 € est confirmé. Les organisateurs ont été prévenus.',
  )
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

test('two guests buy the same gift at once: exactly one wins, the other is told and not charged', async ({
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
  expect(loser).toContain('rien ne vous a été facturé')
  const stored = await giftsOf(request, eventId)
  expect(
    stored
      .filter((g) => g.status === 'purchased')
      .map((g) => g.name)
      .sort(),
  ).toEqual(['Livre', 'Théière', 'Vélo'])
  await Promise.all([first.close(), second.close()])
})

/** Seconds between a signed URL's token being issued and its expiry. */
function lifetime(url: string): number {
  const token = new URL(url).searchParams.get('token') ?? ''
  const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    number
  >
  return exp - iat
}

test('gift images are signed for minutes; those not shown yet are signed again before they expire', async ({
  page,
  request,
}) => {
  const owner = await createOrganiser(request, uniqueEmail('images'))
  const slug = `images-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { slug, type: 'birthday', person: 'Léa', user_id: owner.id })
  const service = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }
  const paths: string[] = []
  // Enough gifts that the last ones sit far below the fold, where lazy images wait.
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

  await page.clock.install()
  await page.goto(`/${slug}`)
  const images = page.locator('#gifts img')
  await expect(images).toHaveCount(30)
  const first = images.first()
  const last = images.last()
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(await last.evaluate((img: HTMLImageElement) => img.complete)).toBe(false)
  const shownUrl = (await first.getAttribute('src'))!
  const waitingUrl = (await last.getAttribute('src'))!
  // A URL handed to an anonymous visitor works for minutes (a copied link dies soon).
  expect(lifetime(shownUrl)).toBeLessThanOrEqual(10 * 60)
  expect(lifetime(waitingUrl)).toBeLessThanOrEqual(10 * 60)

  // The guest leaves the page open: before the URLs expire, the images not shown yet get new ones,
  // and the ones shown keep theirs (nothing is downloaded twice).
  await page.clock.fastForward('09:30')
  await expect(last).not.toHaveAttribute('src', waitingUrl)
  await expect(first).toHaveAttribute('src', shownUrl)
  await last.scrollIntoViewIfNeeded()
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64)
})
