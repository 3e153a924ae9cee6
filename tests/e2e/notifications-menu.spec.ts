import { expect, test, type Page } from '@playwright/test'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, insertNotifications, readFlags, uniqueEmail } from './support/service-data.ts'

/** A signed-in organiser who owns one event, on /admin. */
async function setUp(page: Page, request: Parameters<typeof createOrganiser>[0]) {
  const email = uniqueEmail('bell')
  const user = await createOrganiser(request, email)
  const event = await createEvent(request, { user_id: user.id, name: 'Bell test', slug: null })
  await signInWithMagicLink(page, request, email)
  return { userId: user.id, eventId: event.id }
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })
const menu = (page: Page) => page.getByRole('dialog', { name: 'Notifications' })

test('a notification inserted for the user appears in the bell without a reload', async ({ page, request }) => {
  const { userId, eventId } = await setUp(page, request)
  await expect(bell(page)).toHaveAccessibleName('Notifications')

  await insertNotifications(request, [
    { user_id: userId, event_id: eventId, type: 'guest_rsvp', data: { guestName: 'Jean Dupont', status: 'confirmed' } },
  ])
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread')

  await bell(page).click()
  await expect(menu(page).getByRole('button', { name: /Jean Dupont will attend/ })).toContainText('Today')
})

test('clicking a notification marks it read and opens the event', async ({ page, request }) => {
  const { userId, eventId } = await setUp(page, request)
  const [todo] = await insertNotifications(request, [
    { user_id: userId, event_id: eventId, type: 'todo_assigned', data: { by: 'Camille', todoName: 'Book the DJ' } },
  ])
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread')

  await bell(page).click()
  await menu(page)
    .getByRole('button', { name: /Camille assigned you the task "Book the DJ"/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`/admin/event/${eventId}/todos$`))
  await expect(bell(page)).toHaveAccessibleName('Notifications')
  await expect.poll(() => readFlags(request, userId)).toEqual({ [todo.id]: true })
})

test('an RSVP notification leads to the event overview', async ({ page, request }) => {
  const { userId, eventId } = await setUp(page, request)
  await insertNotifications(request, [
    { user_id: userId, event_id: eventId, type: 'gift_purchased', data: { purchaserName: 'Marie' } },
  ])
  await bell(page).click()
  await menu(page)
    .getByRole('button', { name: /Marie reserved a gift/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`/admin/event/${eventId}/?$`))
})

test('the menu shows 10 items, counts the older ones and marks all as read', async ({ page, request }) => {
  const { userId, eventId } = await setUp(page, request)
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString()
  await insertNotifications(
    request,
    Array.from({ length: 12 }, (_, i) => ({
      user_id: userId,
      event_id: eventId,
      type: 'guest_rsvp',
      data: { guestName: `Guest ${i + 1}` },
      created_at: minutesAgo(i),
    })),
  )
  await expect(bell(page)).toHaveAccessibleName('Notifications, 12 unread')

  await bell(page).click()
  const items = menu(page).getByRole('list', { name: 'Latest notifications' }).getByRole('button')
  await expect(items).toHaveCount(10)
  await expect(items.first()).toContainText('Guest 1 answered the RSVP')
  await expect(items.last()).toContainText('Guest 10 answered the RSVP')
  await expect(menu(page).getByText('2 older notification(s)')).toBeVisible()

  await menu(page).getByRole('button', { name: 'Mark all as read' }).click()
  await expect(menu(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
  await expect(items.filter({ hasText: 'Unread' })).toHaveCount(0)
  // The modal menu hides the page (the bell too) from assistive technology until it closes.
  await page.keyboard.press('Escape')
  await expect(bell(page)).toHaveAccessibleName('Notifications')
  await expect
    .poll(async () => Object.values(await readFlags(request, userId)))
    .toEqual(Array.from({ length: 12 }, () => true))
})

test('an empty menu says so, and Escape gives focus back to the bell', async ({ page, request }) => {
  await setUp(page, request)
  await bell(page).focus()
  await page.keyboard.press('Enter')
  await expect(menu(page).getByText('No notifications')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  await expect(bell(page)).toBeFocused()
})

test("on an event's pages the menu lists and clears that event's notifications only", async ({ page, request }) => {
  const { userId, eventId } = await setUp(page, request)
  const slug = `other-${eventId.slice(0, 8)}`
  const other = await createEvent(request, { user_id: userId, name: 'Other event', slug })
  const [here, elsewhere] = await insertNotifications(request, [
    { user_id: userId, event_id: eventId, type: 'guest_rsvp', data: { guestName: 'Here Guest' } },
    { user_id: userId, event_id: other.id, type: 'guest_rsvp', data: { guestName: 'Elsewhere Guest' } },
  ])
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread')

  await page.goto(`/admin/event/${eventId}/`)
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread')
  // Admin URLs may name the event by slug: the scope is the same event.
  await page.goto(`/admin/event/${slug}/`)
  await bell(page).click()
  await expect(menu(page).getByRole('button', { name: /Elsewhere Guest/ })).toBeVisible()
  await expect(menu(page).getByRole('button', { name: /Here Guest/ })).toHaveCount(0)

  await page.goto(`/admin/event/${eventId}/`)
  await bell(page).click()
  await expect(menu(page).getByRole('button', { name: /Here Guest/ })).toBeVisible()
  await expect(menu(page).getByRole('button', { name: /Elsewhere Guest/ })).toHaveCount(0)
  await menu(page).getByRole('button', { name: 'Mark all as read' }).click()
  await expect.poll(() => readFlags(request, userId)).toEqual({ [here.id]: true, [elsewhere.id]: false })
})
