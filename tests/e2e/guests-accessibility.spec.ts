import { expect, test } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'
import { createGuests } from './support/guests-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, uniqueEmail } from './support/service-data.ts'
import { createPerson } from './support/todos-data.ts'

test('the guests screen and its dialogs have no serious or critical axe violations', async ({ page, request }) => {
  const email = uniqueEmail('guests-a11y')
  const me = await createPerson(request, email, { first: 'Axel', last: 'Checker' })
  const event = await createEvent(request, { user_id: me.id, name: 'Axe guests', slug: null })
  await createGuests(request, [
    {
      event_id: event.id,
      name: 'Jean Dupont',
      status: 'confirmed',
      plus_ones: [{ name: 'Lucas', age: 'kid', vegetarian: true }],
    },
    { event_id: event.id, name: 'Anne Moreau', status: 'declined', comment: 'Abroad' },
    { event_id: event.id, name: 'Inès Benali', email: 'ines@example.fr' },
  ])
  await signInWithMagicLink(page, request, email)

  await page.goto(`/admin/event/${event.id}/guests`)
  await expect(page.getByRole('list', { name: 'Guest list' }).getByRole('listitem')).toHaveCount(3)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Edit Jean Dupont' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit guest' })
  await expect(dialog.getByLabel('Plus-one 1 name')).toHaveValue('Lucas')
  await dialog.getByLabel('Name', { exact: true }).fill('')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Name is required.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Import CSV' }).click()
  const importDialog = page.getByRole('dialog', { name: 'Import guests' })
  await importDialog.getByLabel('CSV file').setInputFiles({
    name: 'guests.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name;Status\nJean Dupont;confirmed\nZoé Martin;pending\n'),
  })
  await expect(importDialog.getByRole('table')).toContainText('Zoé Martin')
  expect(await seriousViolations(page)).toEqual([])
})
