import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

async function signedInWithOneEvent(page: Page, request: Parameters<typeof createOrganiser>[0]) {
  const email = uniqueEmail('a11y')
  const me = await createOrganiser(request, email)
  await createEvent(request, { user_id: me.id, name: 'Keyboard party', slug: null, date: '2027-09-04T12:00:00Z' })
  await signInWithMagicLink(page, request, email)
  await expect(page.getByRole('link', { name: 'Keyboard party', exact: true })).toBeVisible()
}

/** Tabs forward until `target` has focus, returning the accessible names met on the way. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 30): Promise<string[]> {
  const seen: string[] = []
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    seen.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? ''
      }),
    )
    if (await target.evaluate((el) => el === document.activeElement)) return seen
  }
  throw new Error(`not reached by Tab; met ${JSON.stringify(seen)}`)
}

test('/admin has no serious or critical axe violations, with the switcher closed or open, nor has an event page', async ({
  page,
  request,
}) => {
  await signedInWithOneEvent(page, request)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: /^Switch event: / }).click()
  const switcher = page.getByRole('dialog', { name: 'Switch event' })
  await expect(switcher).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // The event frame (tab bar) too.
  await switcher.getByRole('button', { name: 'Keyboard party' }).click()
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
  expect(await seriousViolations(page)).toEqual([])
})

test('the header, the switcher and the row menu work from the keyboard', async ({ page, request }) => {
  await signedInWithOneEvent(page, request)
  const banner = page.getByRole('banner')
  const switcher = banner.getByRole('button', { name: /^Switch event: / })

  // Header: product link, switcher, then the widgets, all in reading order.
  await page.locator('body').focus()
  const headerStops = await tabTo(page, switcher)
  expect(headerStops.at(-2)).toBe('Eventail')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Switch event' })
  await expect(dialog.getByRole('searchbox', { name: 'Search event' })).toBeFocused()
  // Focus stays trapped in the open switcher.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(switcher).toBeFocused()

  await tabTo(page, banner.getByRole('button', { name: 'Account menu' }))

  // Dashboard: search, add, the row's link, public link and menu.
  const rowMenu = page.getByRole('button', { name: 'Actions for Keyboard party' })
  const stops = await tabTo(page, rowMenu)
  expect(stops).toEqual(
    expect.arrayContaining([
      'Search event',
      'Add new event',
      'Keyboard party',
      'Open the public page of Keyboard party',
    ]),
  )
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Event settings' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(rowMenu).toBeFocused()

  // Delete from the keyboard opens the dialog with focus inside; Escape gives it back.
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' })
  await expect(confirm).toBeVisible()
  expect(await confirm.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(confirm).toHaveCount(0)
  await expect(rowMenu).toBeFocused()
})
