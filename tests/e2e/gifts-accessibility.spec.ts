import { expect, test } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'
import { createGifts } from './support/gifts-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

test('the gifts grid, its menu and the dialog have no serious or critical axe violations', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('gifts-a11y')
  const me = await createOrganiser(request, email)
  const event = await createEvent(request, { user_id: me.id, name: 'Axe gifts', slug: null })
  await createGifts(request, [
    { event_id: event.id, name: 'Teapot', amount: 35 },
    { event_id: event.id, name: 'Espresso machine', amount: 249.9, status: 'purchased' },
  ])
  await signInWithMagicLink(page, request, email)

  await page.goto(`/admin/event/${event.id}/gifts`)
  await expect(page.getByRole('listitem', { name: 'Espresso machine' })).toContainText('Reserved')
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Actions for Teapot' }).click()
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: 'Edit gift' })
  await dialog.getByLabel('Name').fill('')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Name is required.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
