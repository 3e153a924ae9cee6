import { expect, test, type Page } from '@playwright/test'
import { makeGlobalAdmin } from './support/admin-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'
import { storedEvent } from './support/settings-data.ts'

const detailsCard = (page: Page) => page.getByRole('region', { name: 'Details' })

test('a non-admin sees type and date locked, no module checkboxes, and saves location and person', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('details')
  const me = await createOrganiser(request, email)
  const event = await createEvent(request, {
    user_id: me.id,
    type: 'birthday',
    person: 'Léa',
    date: '2027-09-04T12:00:00Z',
    slug: null,
  })
  await signInWithMagicLink(page, request, email)

  await page.goto(`/admin/event/${event.id}/settings`)
  await expect(page.getByRole('region', { name: 'General' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Modules' })).toHaveCount(0)
  await expect(page.getByRole('checkbox')).toHaveCount(0)

  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Details' }).click()
  const card = detailsCard(page)
  await expect(card.getByText('The type and date cannot be changed after creation.')).toBeVisible()
  await expect(card.getByLabel('Type')).toBeDisabled()
  await expect(card.getByLabel('Type')).toHaveValue('birthday')
  await expect(card.getByLabel('Date')).toBeDisabled()
  await expect(card.getByLabel('Spouse 1')).toHaveCount(0)

  await card.getByLabel('Location').fill('Nantes')
  await card.getByLabel('Person').fill('Léa Martin')
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Location updated')).toBeVisible()
  await expect(page.getByText('Person updated')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Switch event: / })).toHaveAccessibleName('Switch event: Léa Martin')
  expect(await storedEvent(request, event.id)).toMatchObject({
    type: 'birthday',
    location: 'Nantes',
    person: 'Léa Martin',
  })
})

test('a global admin changes type, date and spouses, and switches a module off for good', async ({ page, request }) => {
  const email = uniqueEmail('details-admin')
  const me = await createOrganiser(request, email)
  await makeGlobalAdmin(request, me.id)
  const event = await createEvent(request, { user_id: me.id, type: 'other', person: 'Sam', slug: null })
  await signInWithMagicLink(page, request, email)

  await page.goto(`/admin/event/${event.id}/settings/details`)
  const card = detailsCard(page)
  await expect(card.getByText('except by a global admin like you')).toBeVisible()
  await card.getByLabel('Type').selectOption('wedding')
  await card.getByLabel('Date').fill('2027-06-14T15:30')
  await card.getByLabel('Spouse 1').fill('Anna')
  await card.getByLabel('Spouse 2').fill('Tom')
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Type updated')).toBeVisible()
  await expect(page.getByText('Date updated')).toBeVisible()
  await expect(page.getByText('Spouses updated')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Switch event: / })).toHaveAccessibleName('Switch event: Anna & Tom')
  const stored = await storedEvent(request, event.id)
  expect(stored).toMatchObject({ type: 'wedding', spouse1: 'Anna', spouse2: 'Tom' })
  expect(stored?.date).not.toBeNull()

  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'General' }).click()
  const modules = page.getByRole('region', { name: 'Modules' })
  await expect(modules.getByRole('checkbox')).toHaveCount(4)
  const gifts = modules.getByRole('checkbox', { name: 'Gifts' })
  await expect(gifts).toBeChecked()
  await gifts.uncheck()
  await expect(page.getByText('Modules updated')).toBeVisible()
  expect((await storedEvent(request, event.id))?.moduleActivation).toEqual({
    guests: true,
    todos: true,
    gifts: false,
    'photo-sharing': true,
  })

  // Still off when the event is read again, as the gifts screen will read it.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Modules' }).getByRole('checkbox', { name: 'Gifts' })).not.toBeChecked()
  await expect(page.getByRole('region', { name: 'Modules' }).getByRole('checkbox', { name: 'Guests' })).toBeChecked()
})
