import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { createOrganiser, uniqueEmail } from './support/service-data.ts'

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))
}

for (const scheme of ['light', 'dark'] as const) {
  test(`/login has no serious or critical axe violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Get magic link' })).toBeEnabled()
    expect(await seriousViolations(page)).toEqual([])
  })

  test(`the 404 page has no serious or critical axe violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('the login form is reachable and usable by keyboard alone', async ({ page, request }) => {
  const email = uniqueEmail('keyboard')
  await createOrganiser(request, email)
  await page.goto('/login')
  const field = page.getByLabel('Email')
  await expect(page.getByRole('button', { name: 'Get magic link' })).toBeEnabled()

  for (let presses = 0; presses < 5 && !(await field.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press('Tab')
  }
  await expect(field).toBeFocused()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Get magic link' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Link sent!')).toBeVisible()
})

test('the 404 buttons are reachable by keyboard', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible()
  const targets = [
    page.getByRole('link', { name: 'Accueil' }),
    page.getByRole('button', { name: 'Retour' }),
    page.getByRole('link', { name: 'Tableau de bord' }),
  ]
  for (const target of targets) {
    await page.keyboard.press('Tab')
    await expect(target).toBeFocused()
  }
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/$/)
})
