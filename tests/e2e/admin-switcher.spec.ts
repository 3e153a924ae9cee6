import { expect, test } from '@playwright/test'
import { e2e } from './support/e2e-env.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

test('the event switcher names the current event, navigates and shows "No Event Found"', async ({ page, request }) => {
  const email = uniqueEmail('switch')
  const me = await createOrganiser(request, email)
  const wedding = await createEvent(request, {
    user_id: me.id,
    type: 'wedding',
    name: null,
    spouse1: 'Anna',
    spouse2: null,
    slug: null,
  })
  const party = await createEvent(request, { user_id: me.id, name: 'Garden party', slug: null })
  await signInWithMagicLink(page, request, email)

  const trigger = page.getByRole('button', { name: /^Switch event: / })
  await expect(trigger).toHaveAccessibleName('Switch event: Select event')
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Switch event' })
  const search = dialog.getByRole('searchbox', { name: 'Search event' })
  await expect(search).toBeFocused()
  await expect(search).toHaveAttribute('placeholder', 'Search event...')
  await expect(dialog.getByRole('link', { name: 'Create event' })).toHaveAttribute('href', '/admin/new')
  await dialog.getByRole('button', { name: 'Anna & ?' }).click()

  await expect(page).toHaveURL(`${e2e.appUrl}/admin/event/${wedding.id}/`)
  await expect(dialog).toHaveCount(0)
  await expect(trigger).toHaveAccessibleName('Switch event: Anna & ?')
  await expect(trigger).toBeFocused()

  await trigger.click()
  await expect(dialog.getByRole('button', { name: 'Anna & ?' })).toHaveAttribute('aria-current', 'true')
  await expect(dialog.getByRole('button', { name: 'Garden party' })).not.toHaveAttribute('aria-current', 'true')
  await search.fill('no such event')
  await expect(dialog.getByText('No Event Found')).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Create event' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Clear filter' }).click()
  await expect(search).toHaveValue('')
  await search.fill('garden')
  await dialog.getByRole('button', { name: 'Garden party' }).click()
  await expect(page).toHaveURL(`${e2e.appUrl}/admin/event/${party.id}/`)
  await expect(trigger).toHaveAccessibleName('Switch event: Garden party')
})

test('the tab bar marks the current screen, and a slug opens the event too', async ({ page, request }) => {
  const email = uniqueEmail('tabs')
  const me = await createOrganiser(request, email)
  const slug = `tabs-${Date.now().toString(36)}`
  await createEvent(request, { user_id: me.id, name: 'Tabbed party', slug })
  await signInWithMagicLink(page, request, email)

  await page.goto(`/admin/event/${slug}/`)
  const tabs = page.getByRole('navigation', { name: 'Event sections' })
  await expect(tabs.getByRole('link')).toHaveText([
    'Overview',
    'Todos',
    'Guests',
    'Gifts',
    'Website',
    'Table plan',
    'Shared photos',
    'Activity',
    'Settings',
  ])
  await expect(page.getByRole('button', { name: /^Switch event: / })).toHaveAccessibleName('Switch event: Tabbed party')
  await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')

  await page.goto(`/admin/event/${slug}/todos/completed`)
  await expect(tabs.getByRole('link', { name: 'Todos' })).toHaveAttribute('aria-current', 'page')
  await expect(tabs.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page')

  await tabs.getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL(`${e2e.appUrl}/admin/event/${slug}/settings`)
  await expect(tabs.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
})
