import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'
import { createGifts, giftsOf } from './support/gifts-data.ts'
import { createEvent } from './support/service-data.ts'

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
