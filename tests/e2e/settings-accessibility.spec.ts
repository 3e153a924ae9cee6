import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { makeGlobalAdmin } from './support/admin-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('the settings pages and the wizard have no serious or critical axe violations', async ({ page, request }) => {
  const email = uniqueEmail('settings-a11y')
  const me = await createOrganiser(request, email)
  await makeGlobalAdmin(request, me.id)
  const event = await createEvent(request, { user_id: me.id, type: 'wedding', name: 'Axe party', slug: null })
  await signInWithMagicLink(page, request, email)

  await page.goto(`/admin/event/${event.id}/settings/general`)
  await expect(page.getByRole('region', { name: 'Modules' })).toBeVisible()
  await expect(page.getByText('No custom domain yet.')).toBeVisible()
  // With messages showing too.
  await page.getByRole('textbox', { name: 'Event URL' }).fill('admin')
  await page.getByRole('textbox', { name: 'Domain' }).fill('.bad')
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Delete event' }).click()
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')

  await page.goto(`/admin/event/${event.id}/settings/details`)
  await expect(page.getByLabel('Spouse 1')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.goto('/admin/new/details')
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(page.getByText('Please choose the type of event.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
