import { expect, test } from '@playwright/test'
import { createTodos, dayFromToday } from './support/admin-data.ts'
import { seriousViolations } from './support/axe.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, uniqueEmail } from './support/service-data.ts'
import { createPerson } from './support/todos-data.ts'

test('the todos views and the dialog have no serious or critical axe violations', async ({ page, request }) => {
  const email = uniqueEmail('todos-a11y')
  const me = await createPerson(request, email, { first: 'Axel', last: 'Checker' })
  const event = await createEvent(request, { user_id: me.id, name: 'Axe todos', slug: null })
  await createTodos(request, [
    { event_id: event.id, name: 'Late one', due_date: dayFromToday(-2), assignees: [me.id] },
    { event_id: event.id, name: 'Later one', due_date: dayFromToday(5), assignees: [] },
    { event_id: event.id, name: 'Done one', due_date: dayFromToday(-9), assignees: [me.id], status: 'completed' },
  ])
  await signInWithMagicLink(page, request, email)

  await page.goto(`/admin/event/${event.id}/todos`)
  await expect(page.getByRole('region', { name: 'Today' })).toContainText('Overdue')
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Edit Late one' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit todo' })
  await expect(dialog.getByRole('checkbox', { name: 'Axel Checker' })).toBeChecked()
  await dialog.getByLabel('Name').fill('')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Name is required.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')

  await page.getByRole('link', { name: 'Done' }).click()
  await expect(page.getByRole('button', { name: 'Mark as pending' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
