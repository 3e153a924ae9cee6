import { expect, test } from '@playwright/test'

// The demo wedding's guest pages on a phone (390 × 844), whatever the guest's own light/dark setting.

test("the sections' row shows it scrolls: its last links fade at the edge until it is scrolled to its end", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto('/camille-et-alex')
  const row = page.getByRole('navigation', { name: 'Sections' }).getByRole('list')
  await expect(row.getByRole('link')).toHaveText(['Programme', 'Infos', 'FAQ', 'Cadeaux', 'Photos', 'Lieu'])
  await expect(row).toHaveAttribute('data-more', 'true')
  await expect(row).toHaveCSS('mask-image', /linear-gradient/)
  await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth }))
  await expect(row).not.toHaveAttribute('data-more')
  await expect(row).toHaveCSS('mask-image', 'none')
  await context.close()
})

test("the upload page wears the event's theme, not the guest's dark setting", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' })
  const page = await context.newPage()
  await page.goto('/camille-et-alex/upload?code=ALEX26')
  await expect(page.getByRole('heading', { name: 'Partagez vos photos' })).toBeVisible()
  // The demo wedding's site is light.
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await context.close()
})
