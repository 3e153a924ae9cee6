import { expect, test } from '@playwright/test'
import { makeGlobalAdmin } from './support/admin-data.ts'
import { e2e } from './support/e2e-env.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

const dashboard = `${e2e.appUrl}/admin`

test('a non-admin has no users link and is sent back from /admin/users', async ({ page, request }) => {
  const email = uniqueEmail('plain')
  await createOrganiser(request, email)
  await signInWithMagicLink(page, request, email)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Users' })).toHaveCount(0)

  await page.goto('/admin/users')
  await expect(page).toHaveURL(dashboard)
  await expect(page.getByRole('region', { name: 'Events' })).toBeVisible()
})

test('a global admin has the users link and reaches /admin/users', async ({ page, request }) => {
  const email = uniqueEmail('admin')
  const admin = await createOrganiser(request, email)
  await makeGlobalAdmin(request, admin.id)
  await signInWithMagicLink(page, request, email)

  await page.getByRole('banner').getByRole('link', { name: 'Users' }).click()
  await expect(page).toHaveURL(`${e2e.appUrl}/admin/users`)
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible()
})

test("an outsider is sent from someone else's event to /admin", async ({ page, request }) => {
  const owner = await createOrganiser(request, uniqueEmail('owner'))
  const slug = `private-${Date.now().toString(36)}`
  const theirs = await createEvent(request, { user_id: owner.id, name: 'Private party', slug })
  const email = uniqueEmail('outsider')
  await createOrganiser(request, email)
  await signInWithMagicLink(page, request, email)

  await page.goto(`/admin/event/${theirs.id}/`)
  await expect(page).toHaveURL(dashboard)
  await page.goto(`/admin/event/${slug}/guests`)
  await expect(page).toHaveURL(dashboard)
  await page.goto('/admin/event/no-such-event/')
  await expect(page).toHaveURL(dashboard)
  await expect(page.getByText('Private party')).toHaveCount(0)
})

test("a global admin outside an event's team is sent to /admin too", async ({ page, request }) => {
  const owner = await createOrganiser(request, uniqueEmail('owner'))
  const theirs = await createEvent(request, { user_id: owner.id, name: 'Team only', slug: null })
  const email = uniqueEmail('admin-outsider')
  const admin = await createOrganiser(request, email)
  await makeGlobalAdmin(request, admin.id)
  await signInWithMagicLink(page, request, email)

  await page.goto(`/admin/event/${theirs.id}/`)
  await expect(page).toHaveURL(dashboard)
})
