import { expect, test } from '@playwright/test'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, insertNotifications, uniqueEmail } from './support/service-data.ts'

declare global {
  interface Window {
    shownNotifications: { title: string; body?: string }[]
  }
}

// Headless Chromium shows no real desktop notifications: a stand-in records what the app asks for.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.shownNotifications = JSON.parse(sessionStorage.getItem('shown') ?? '[]')
    class RecordingNotification {
      static permission = 'granted'
      static requestPermission = async () => 'granted'
      constructor(title: string, options?: { body?: string }) {
        window.shownNotifications.push({ title, body: options?.body })
        sessionStorage.setItem('shown', JSON.stringify(window.shownNotifications))
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification })
  })
})

test('the newest unread notification is announced once, with a French title', async ({ page, request }) => {
  const email = uniqueEmail('desktop')
  const user = await createOrganiser(request, email)
  const event = await createEvent(request, { user_id: user.id, name: 'Desktop test' })
  await signInWithMagicLink(page, request, email)
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await expect(bell).toHaveAccessibleName('Notifications')

  await insertNotifications(request, [
    { user_id: user.id, event_id: event.id, type: 'todo_assigned', data: { by: 'Camille', todoName: 'Flowers' } },
  ])
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
  await expect
    .poll(() => page.evaluate(() => window.shownNotifications))
    .toEqual([{ title: 'Nouvelle tâche assignée', body: 'Camille assigned you the task "Flowers"' }])

  // A reload lists the same unread notification again: it is not announced a second time.
  await page.reload()
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
  expect(await page.evaluate(() => window.shownNotifications)).toHaveLength(1)
})
