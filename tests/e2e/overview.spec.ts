import { expect, test } from '@playwright/test'
import { dayFromToday } from './support/admin-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { buyAsGuest, insertRows, setModules } from './support/overview-data.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

async function organiserWithEvent(request: import('@playwright/test').APIRequestContext, date: string) {
  const email = uniqueEmail('overview')
  const me = await createOrganiser(request, email)
  const event = await createEvent(request, { user_id: me.id, name: 'Overview test', slug: null, date })
  return { email, me, event }
}

test('the overview sums guests, money, todos and photos, and follows a purchase live', async ({ page, request }) => {
  const date = new Date(Date.now() + 10 * 86_400_000)
  date.setHours(15, 0, 0, 0)
  const { email, me, event } = await organiserWithEvent(request, date.toISOString())
  await insertRows(request, 'guests', [
    {
      event_id: event.id,
      name: 'Ana',
      status: 'confirmed',
      plus_ones: [{ name: 'Al', age: 'adult', vegetarian: false }],
    },
    { event_id: event.id, name: 'Ben', status: 'pending', plus_ones: [] },
    { event_id: event.id, name: 'Cy', status: 'declined', plus_ones: [] },
  ])
  const gifts = await insertRows(request, 'gifts', [
    { event_id: event.id, name: 'Vase', amount: 40.5, status: 'purchased' },
    { event_id: event.id, name: 'Lamp', amount: 59.5, status: 'available' },
  ])
  await insertRows(request, 'todos', [
    { event_id: event.id, name: 'Late', due_date: dayFromToday(-2), status: 'pending', assignees: [] },
    { event_id: event.id, name: 'Today', due_date: dayFromToday(0), status: 'pending', assignees: [] },
    { event_id: event.id, name: 'Later', due_date: dayFromToday(5), status: 'pending', assignees: [] },
    { event_id: event.id, name: 'Done', due_date: dayFromToday(-1), status: 'completed', assignees: [] },
  ])
  await insertRows(
    request,
    'photos',
    ['a', 'b', 'c'].map((f) => ({ event_id: event.id, url: `${me.id}/${event.id}/photos/${f}.webp` })),
  )

  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/`)
  await expect(page.getByRole('region', { name: 'Countdown' })).toContainText('D-10')
  await expect(page.getByRole('region', { name: 'Guests' })).toContainText('2 / 4')
  await expect(page.getByRole('region', { name: 'Guests' })).toContainText(
    'people confirmed / invited, plus-ones included',
  )
  await expect(page.getByRole('region', { name: 'Money' })).toContainText('40.50 €')
  await expect(page.getByRole('region', { name: 'Money' })).toContainText('from reserved gifts')
  await expect(page.getByRole('region', { name: 'Todos due' })).toContainText('2')
  await expect(page.getByRole('region', { name: 'Todos due' })).toContainText('1 overdue')
  await expect(page.getByRole('region', { name: 'Photos' })).toContainText('3')
  await expect(page.getByText('No activity for the moment.')).toBeVisible()

  await buyAsGuest(request, [gifts[1].id], 'Zoé')
  await expect(page.getByRole('region', { name: 'Money' })).toContainText('100.00 €')
  await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText('Zoé reserved Lamp')
})

test('cards of switched-off modules are hidden', async ({ page, request }) => {
  const { email, event } = await organiserWithEvent(request, new Date().toISOString())
  await setModules(request, event.id, { gifts: false, 'photo-sharing': false })
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/`)
  await expect(page.getByRole('region', { name: 'Countdown' })).toContainText('D-Day!')
  await expect(page.getByRole('region', { name: 'Guests' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Money' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Photos' })).toHaveCount(0)
})

test('the activity feed pages by 20, shows each type and the latest 8 on the overview', async ({ page, request }) => {
  const { email, event } = await organiserWithEvent(request, new Date().toISOString())
  const base = Date.now() - 3 * 86_400_000
  const rows: object[] = Array.from({ length: 25 }, (_, i) => ({
    event_id: event.id,
    type: 'rsvp',
    data: { name: `Guest ${String(i).padStart(2, '0')}`, status: 'confirmed', number: 1 },
    created_at: new Date(base + i * 60_000).toISOString(),
  }))
  rows.push(
    { event_id: event.id, type: 'mystery', data: {}, created_at: new Date(base + 30 * 60_000).toISOString() },
    {
      event_id: event.id,
      type: 'todo_completed',
      data: { user_name: 'Léa', task_name: 'Book DJ' },
      created_at: new Date(base + 31 * 60_000).toISOString(),
    },
  )
  await insertRows(request, 'event_activity', rows)
  await signInWithMagicLink(page, request, email)

  await page.goto(`/admin/event/${event.id}/`)
  await expect(page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem')).toHaveCount(8)

  await page.goto(`/admin/event/${event.id}/activity`)
  const feed = page.getByRole('list', { name: 'Activity' }).getByRole('listitem')
  await expect(feed).toHaveCount(20)
  await expect(feed.nth(0)).toContainText('Léa completed “Book DJ”')
  await expect(feed.nth(1)).toContainText('Unknown activity')
  await expect(feed.nth(2)).toContainText('Guest 24 confirmed for 1 person')
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(feed).toHaveCount(27)
  await expect(feed.nth(26)).toContainText('Guest 00 confirmed')
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)
})
