import { expect, test } from '@playwright/test'
import { createTodos, dayFromToday, eventExists, mediaExists, storeMedia } from './support/admin-data.ts'
import { e2e } from './support/e2e-env.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

test('the dashboard lists my events with their dates and public links, and the search filters them', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('dash')
  const me = await createOrganiser(request, email)
  const stranger = await createOrganiser(request, uniqueEmail('stranger'))
  const slug = unique('anna-tom')
  const wedding = await createEvent(request, {
    user_id: me.id,
    type: 'wedding',
    name: null,
    spouse1: 'Anna',
    spouse2: 'Tom',
    slug,
    date: '2027-06-14T12:00:00Z',
  })
  const birthday = await createEvent(request, { user_id: me.id, type: 'birthday', person: 'Léa', slug: null })
  await createEvent(request, { user_id: stranger.id, name: 'Not mine', slug: null })

  await signInWithMagicLink(page, request, email)
  const events = page.getByRole('region', { name: 'Events' })
  await expect(events.getByRole('link', { name: 'Anna & Tom', exact: true })).toBeVisible()
  await expect(events.getByText('June 14, 2027')).toBeVisible()
  await expect(events.getByRole('link', { name: 'Léa', exact: true })).toBeVisible()
  await expect(events.getByRole('link', { name: 'Not mine' })).toHaveCount(0)
  await expect(events.getByRole('link', { name: 'Open the public page of Anna & Tom' })).toHaveAttribute(
    'href',
    `${e2e.appUrl}/${slug}`,
  )
  await expect(events.getByRole('link', { name: 'Open the public page of Léa' })).toHaveAttribute(
    'href',
    `${e2e.appUrl}/${birthday.id}`,
  )

  const search = page.getByRole('main').getByRole('searchbox', { name: 'Search event' })
  await expect(search).toHaveAttribute('placeholder', 'Search event...')
  await search.fill('TOM')
  await expect(events.getByRole('link', { name: 'Anna & Tom', exact: true })).toBeVisible()
  await expect(events.getByRole('link', { name: 'Léa', exact: true })).toHaveCount(0)
  await search.fill('nobody at all')
  await expect(events.getByText('No events found.')).toBeVisible()
  await search.fill('')

  await events.getByRole('link', { name: 'Anna & Tom', exact: true }).click()
  await expect(page).toHaveURL(`${e2e.appUrl}/admin/event/${wedding.id}/`)
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
})

test('the todo widget lists my open todos due today or earlier', async ({ page, request }) => {
  const email = uniqueEmail('todos')
  const me = await createOrganiser(request, email)
  const event = await createEvent(request, { user_id: me.id, name: 'Todo party', slug: null })
  await createTodos(request, [
    { event_id: event.id, name: 'Book the DJ', due_date: dayFromToday(-1), assignees: [me.id] },
    { event_id: event.id, name: 'Call the caterer', due_date: dayFromToday(0), assignees: [me.id] },
    { event_id: event.id, name: 'Order flowers', due_date: dayFromToday(1), assignees: [me.id] },
    { event_id: event.id, name: 'Print menus', due_date: dayFromToday(-2), assignees: [me.id], status: 'completed' },
    { event_id: event.id, name: 'Hire a band', due_date: dayFromToday(-1), assignees: [] },
  ])

  await signInWithMagicLink(page, request, email)
  const widget = page.getByRole('region', { name: "What's need to be done today" })
  await expect(widget.getByRole('link', { name: /Book the DJ/ })).toContainText('Overdue')
  await expect(widget.getByRole('link', { name: /Call the caterer/ })).toContainText('Today')
  await expect(widget.getByRole('link')).toHaveCount(2)
  await expect(page.getByText('More widgets coming...')).toBeVisible()

  await widget.getByRole('link', { name: /Call the caterer/ }).click()
  await expect(page).toHaveURL(`${e2e.appUrl}/admin/event/${event.id}/todos`)
})

test('an organiser without events sees the empty states and can add one', async ({ page, request }) => {
  const email = uniqueEmail('empty')
  await createOrganiser(request, email)
  await signInWithMagicLink(page, request, email)
  await expect(page.getByText('No events found.')).toBeVisible()
  await expect(page.getByText("No urgent todos. You're all caught up!")).toBeVisible()
  await page.getByRole('link', { name: 'Add new event' }).click()
  await expect(page).toHaveURL(`${e2e.appUrl}/admin/new`)
})

test('the row menu opens the settings, and deletes an event with its files', async ({ page, request }) => {
  const email = uniqueEmail('delete')
  const me = await createOrganiser(request, email)
  const doomed = await createEvent(request, { user_id: me.id, name: 'Doomed party', slug: null })
  const kept = await createEvent(request, { user_id: me.id, name: 'Kept party', slug: null })
  const photo = `${me.id}/${doomed.id}/photos/1-cake.png`
  await storeMedia(request, photo)

  await signInWithMagicLink(page, request, email)
  const events = page.getByRole('region', { name: 'Events' })
  const menuButton = events.getByRole('button', { name: 'Actions for Doomed party' })

  await menuButton.click()
  await page.getByRole('menuitem', { name: 'Event settings' }).click()
  await expect(page).toHaveURL(`${e2e.appUrl}/admin/event/${doomed.id}/settings`)
  await page.getByRole('link', { name: 'Eventail' }).click()

  await menuButton.click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await expect(page.getByRole('menu')).toHaveCount(0)
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(menuButton).toBeFocused()
  expect(await eventExists(request, doomed.id)).toBe(true)

  await menuButton.click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Event deleted')).toBeVisible()
  await expect(events.getByRole('link', { name: 'Doomed party', exact: true })).toHaveCount(0)
  await expect(events.getByRole('link', { name: 'Kept party', exact: true })).toBeVisible()
  expect(await eventExists(request, doomed.id)).toBe(false)
  expect(await eventExists(request, kept.id)).toBe(true)
  await expect.poll(() => mediaExists(request, photo)).toBe(false)
})
