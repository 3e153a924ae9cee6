import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, insertNotifications, uniqueEmail } from './support/service-data.ts'

test('the open notifications menu has no serious or critical axe violations', async ({ page, request }) => {
  const email = uniqueEmail('axe-bell')
  const user = await createOrganiser(request, email)
  const event = await createEvent(request, { user_id: user.id, name: 'Axe test' })
  await insertNotifications(request, [
    { user_id: user.id, event_id: event.id, type: 'gift_purchased', data: { purchaserName: 'Marie' }, read: true },
    { user_id: user.id, event_id: event.id, type: 'todo_assigned', data: { by: 'Camille', todoName: 'Cake' } },
  ])
  await signInWithMagicLink(page, request, email)
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click()
  const dialog = page.getByRole('dialog', { name: 'Notifications' })
  await expect(dialog.getByRole('button', { name: /Marie reserved a gift/ })).toBeVisible()

  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})
