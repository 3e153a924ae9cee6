import { expect, test } from '@playwright/test'
import { makeGlobalAdmin } from './support/admin-data.ts'
import { seriousViolations } from './support/axe.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createOrganiser, uniqueEmail } from './support/service-data.ts'

test('/admin/users has no serious or critical axe violations, with the form open and showing errors', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('users-a11y')
  const me = await createOrganiser(request, email)
  await makeGlobalAdmin(request, me.id)
  await signInWithMagicLink(page, request, email)
  await page.goto('/admin/users')
  const table = page.getByRole('table', { name: 'Users' })
  await expect(table.getByRole('row').filter({ hasText: email })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // Sorting is announced on the column header.
  const emailHeader = table.getByRole('columnheader', { name: 'E-mail' })
  await emailHeader.getByRole('button').click()
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending')

  const add = page.getByRole('button', { name: 'Add user' })
  await add.click()
  const dialog = page.getByRole('dialog', { name: 'Add user' })
  await dialog.getByRole('button', { name: 'Add user' }).click()
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true')
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(add).toBeFocused()
})
