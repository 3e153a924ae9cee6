import { expect, test, type Page } from '@playwright/test'

const htmlClass = (page: Page) => page.locator('html')

test('the chosen theme is saved under "theme" and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/login')
  await expect(htmlClass(page)).not.toHaveClass(/dark/)

  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  await expect(htmlClass(page)).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

  await page.reload()
  await expect(htmlClass(page)).toHaveClass(/dark/)
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()

  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await page.reload()
  await expect(htmlClass(page)).not.toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
})

test('with nothing saved the OS preference decides, before any app script runs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  // With every script file blocked, only index.html's inline script can set the theme: it is in
  // place before first paint, so a dark page never flashes white.
  await page.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()))
  await page.goto('/login')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark')
})
