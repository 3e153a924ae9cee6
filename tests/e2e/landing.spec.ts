import { expect, test } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'

for (const scheme of ['light', 'dark'] as const) {
  test(`the landing page says what Eventail is, with its picture and the link to /admin/ (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Eventail' })).toBeVisible()
    await expect(main).toContainText('Plan a wedding, a baptism, a birthday, an anniversary or any other event')
    await expect(main.getByRole('listitem')).toHaveText([
      /^Organisers keep/,
      /^Guests answer/,
      /^Sign-in is by invitation/,
    ])

    const picture = main.getByRole('img', { name: /^An organiser's screen with to-dos and a table plan/ })
    await expect(picture).toHaveJSProperty('complete', true)
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    // A phone shows it whole, without scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    const admin = main.getByRole('link', { name: 'Go to admin' })
    await expect(admin).toHaveAttribute('href', '/admin/')
    expect(await seriousViolations(page)).toEqual([])

    await admin.click()
    await expect(page).toHaveURL(/\/login$/)
  })
}
