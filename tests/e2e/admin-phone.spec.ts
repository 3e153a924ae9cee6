import { expect, test } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

// The admin on a phone (issue 29): at 390 px the header named the event in two letters, the
// tab bar hid five of its nine tabs with no hint that it scrolls, and the dashboard was wider
// than the screen.

test.use({ viewport: { width: 390, height: 844 } })
test.setTimeout(90_000)

const TABS = ['', 'todos', 'guests', 'gifts', 'website', 'table-plan', 'shared-photos', 'activity', 'settings']
const LABELS = [
  'Overview',
  'Todos',
  'Guests',
  'Gifts',
  'Website',
  'Table plan',
  'Shared photos',
  'Activity',
  'Settings',
]

test('at 390 px the event name is readable, every tab reachable, no screen wider than the phone, axe clean', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('phone')
  const me = await createOrganiser(request, email)
  const event = await createEvent(request, {
    user_id: me.id,
    type: 'wedding',
    name: 'Mariage de Camille & Alex',
    slug: null,
    date: '2027-09-04T12:00:00Z',
  })
  await signInWithMagicLink(page, request, email)
  // The dashboard fits the screen, even with a long event name.
  await expect(page.getByRole('link', { name: 'Mariage de Camille & Alex', exact: true })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  for (const [i, tab] of TABS.entries()) {
    await page.goto(`/admin/event/${event.id}/${tab}`)
    const name = page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Mariage de Camille & Alex')
    await expect(name).toBeVisible()
    // Shown whole, not cut to "M…".
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    const current = page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name: LABELS[i] })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(current).toBeInViewport({ ratio: 0.9 })
    await expect(page.locator('main, [role="main"]').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `/${tab} fits`).toBeLessThanOrEqual(390)
    expect(await seriousViolations(page), `/${tab}`).toEqual([])
  }

  // On the overview, the bar says more tabs wait to the right, and scrolling reaches the last one.
  await page.goto(`/admin/event/${event.id}/`)
  const bar = page.getByRole('navigation', { name: 'Event sections' })
  await expect(bar.locator('[data-more-tabs="after"]')).toBeVisible()
  await bar.getByRole('link', { name: 'Settings' }).scrollIntoViewIfNeeded()
  await expect(bar.getByRole('link', { name: 'Settings' })).toBeInViewport({ ratio: 0.9 })
  await expect(bar.locator('[data-more-tabs="before"]')).toBeVisible()
})
