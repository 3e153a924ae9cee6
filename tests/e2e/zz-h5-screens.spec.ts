import { test } from '@playwright/test'
import { e2e } from './support/e2e-env.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'

test.use({ viewport: { width: 390, height: 844 } })
test.setTimeout(180_000)

test('screens', async ({ page, request }) => {
  await signInWithMagicLink(page, request, e2e.demoEmail)
  await page.waitForTimeout(2500)
  await page.screenshot({ path: '/tmp/h5shots/dashboard.png', fullPage: true })
  await page.getByRole('region', { name: 'Events' }).getByRole('link').first().click()
  await page.waitForTimeout(2000)
  const base = page.url().replace(/\/$/, '')
  for (const tab of ['', 'todos', 'guests', 'gifts', 'website', 'table-plan', 'shared-photos', 'activity', 'settings']) {
    await page.goto(`${base}/${tab}`)
    await page.waitForTimeout(2500)
    await page.screenshot({ path: `/tmp/h5shots/tab-${tab || 'overview'}.png`, fullPage: false })
  }
})
