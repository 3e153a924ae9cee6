import { randomUUID } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { storeMedia } from './support/admin-data.ts'
import { seriousViolations } from './support/axe.ts'
import { createGifts } from './support/gifts-data.ts'
import { createGuests } from './support/guests-data.ts'
import { insertRows } from './support/overview-data.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

// On a phone there is no Escape key and the overlay around a dialog is a sliver: every dialog of
// the guests' page has its own close button, in view, reachable with the keyboard, named in French.
test.use({ viewport: { width: 390, height: 844 } })

async function eventWithEverything(request: Parameters<typeof createEvent>[0]) {
  const owner = await createOrganiser(request, uniqueEmail('dialogs'))
  const slug = `dialogs-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { user_id: owner.id, slug, type: 'birthday', person: 'Léa' })
  await createGuests(request, [{ event_id: event.id, name: 'Jean Dupont' }])
  await createGifts(request, [{ event_id: event.id, name: 'Théière', amount: 45 }])
  const photo = `${owner.id}/${event.id}/photos/garden.png`
  await storeMedia(request, photo)
  await insertRows(request, 'photos', [{ event_id: event.id, url: photo, public: true, caption: 'Le jardin' }])
  return slug
}

/** Tabs forward until `target` has focus: the dialog traps focus, so a few presses go round it. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 10; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** The dialog's close button is in view, named 'Fermer', reached by Tab and worked by Enter. */
async function closesFromItsButton(page: Page, dialog: Locator) {
  await expect(dialog).toHaveAttribute('lang', 'fr')
  const close = dialog.getByRole('button', { name: 'Fermer', exact: true })
  await expect(close).toBeInViewport({ ratio: 1 })
  expect(await seriousViolations(page)).toEqual([])
  await tabTo(page, close)
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
}

test('the RSVP, a gift, a photo and the reservation each close from a visible, named button', async ({
  page,
  request,
}) => {
  const slug = await eventWithEverything(request)
  await page.goto(`/${slug}`)

  await page.getByRole('button', { name: 'RSVP' }).click()
  const wizard = page.getByRole('dialog', { name: 'Confirmer votre présence' })
  await expect(wizard).toContainText('Étape 1 sur 3')
  await closesFromItsButton(page, wizard)
  await expect(page.getByRole('button', { name: 'RSVP' })).toBeFocused()

  await page.getByRole('button', { name: /Théière/ }).click()
  await closesFromItsButton(page, page.getByRole('dialog', { name: 'Théière' }))

  await page.getByRole('button', { name: 'Agrandir Le jardin' }).click()
  const lightbox = page.getByRole('dialog', { name: 'Le jardin' })
  await expect(lightbox).toContainText('1 / 1')
  await closesFromItsButton(page, lightbox)

  // The confirmation of a reservation, here without instructions from the organisers.
  await page.getByRole('button', { name: /Théière/ }).click()
  await page.getByRole('dialog', { name: 'Théière' }).getByRole('button', { name: 'Ajouter au panier' }).click()
  await page.getByRole('button', { name: /^Panier/ }).click()
  const cart = page.getByRole('dialog', { name: 'Votre panier' })
  await cart.getByLabel('Votre e-mail').fill('paul@example.org')
  await cart.getByRole('button', { name: 'Offrir ce cadeau' }).click()
  await expect(cart.getByRole('status')).toHaveText('Cadeau réservé, merci !')
  await expect(cart).toContainText('les organisateurs vous diront comment offrir')
  await closesFromItsButton(page, cart)
})
