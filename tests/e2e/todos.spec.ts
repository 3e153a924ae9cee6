import { expect, test, type Locator, type Page } from '@playwright/test'
import { format } from 'date-fns'
import { dayFromToday } from './support/admin-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, uniqueEmail } from './support/service-data.ts'
import { addMember } from './support/team-data.ts'
import { completionsOf, createPerson, notificationsOf, setTodosModule, todosOf } from './support/todos-data.ts'

/** An organiser (Nora) who owns an event with one team mate (Mia), signed in on the todos screen. */
async function setUp(page: Page, request: Parameters<typeof createPerson>[0]) {
  const email = uniqueEmail('todos')
  const mateEmail = uniqueEmail('mate')
  const owner = await createPerson(request, email, { first: 'Nora', last: 'Tester' })
  const mate = await createPerson(request, mateEmail, { first: 'Mia', last: 'Mate' })
  const event = await createEvent(request, { user_id: owner.id, name: 'Todo party', slug: null })
  await addMember(request, event.id, mate.id)
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/todos`)
  return { owner, mate, mateEmail, eventId: event.id }
}

const section = (page: Page, name: string) => page.getByRole('region', { name })
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const dayLabel = (offset: number) => {
  const [y, m, d] = dayFromToday(offset).split('-').map(Number)
  return format(new Date(y, m - 1, d), 'EEEE, d MMMM yyyy')
}

/** Clicks a day in the calendar, turning to the next month when it is not shown yet. */
async function pickDay(form: Locator, offset: number) {
  const day = form.getByRole('button', { name: dayLabel(offset), exact: true })
  if ((await day.count()) === 0) await form.getByRole('button', { name: 'Next month' }).click()
  await day.click()
}

test('add, edit, complete, reopen and delete a todo; the assignee is notified', async ({ page, request }) => {
  const { mate, eventId } = await setUp(page, request)
  await expect(section(page, 'Today')).toContainText('Nothing due today.')
  await expect(section(page, 'Incoming')).toContainText('Nothing planned yet.')

  // Add, first without a date: the spec's alert, and nothing written.
  await section(page, 'Incoming')
    .getByRole('button', { name: /Add a todo/ })
    .click()
  const add = dialog(page, 'Add a todo')
  await add.getByLabel('Name').fill('Order flowers')
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(add.getByRole('alert')).toHaveText('Please select a due date')
  expect(await todosOf(request, eventId)).toEqual([])

  await pickDay(add, 2)
  await add.getByLabel('Category').fill('Decoration')
  await add.getByRole('checkbox', { name: 'Mia Mate' }).check()
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(add).toBeHidden()
  const incoming = section(page, 'Incoming').getByRole('listitem').filter({ hasText: 'Order flowers' })
  await expect(incoming).toContainText('Decoration')
  await expect(incoming.getByRole('list', { name: 'Assignees' })).toHaveText('Mia Mate')
  const [stored] = await todosOf(request, eventId)
  expect(stored).toMatchObject({ due_date: dayFromToday(2), assignees: [mate.id], status: 'pending' })
  await expect
    .poll(() => notificationsOf(request, mate.id))
    .toEqual([
      {
        type: 'todo_assigned',
        event_id: eventId,
        data: { todoId: stored.id, todoName: 'Order flowers', by: 'Nora' },
      },
    ])

  // Edit: rename and move to today, so it leaves Incoming for Today.
  await page.getByRole('button', { name: 'Edit Order flowers' }).click()
  const edit = dialog(page, 'Edit todo')
  await expect(edit.getByLabel('Name')).toHaveValue('Order flowers')
  await edit.getByLabel('Name').fill('Order peonies')
  await pickDay(edit, 0)
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()
  const today = section(page, 'Today').getByRole('listitem').filter({ hasText: 'Order peonies' })
  await expect(today).toBeVisible()
  await expect(section(page, 'Incoming')).toContainText('Nothing planned yet.')

  // Complete: it moves to Done, and the database records who did it.
  await today.getByRole('button', { name: 'Mark as completed' }).click()
  await expect(section(page, 'Today')).toContainText('Nothing due today.')
  await expect
    .poll(() => completionsOf(request, eventId))
    .toEqual([{ data: { user_name: 'Nora', task_name: 'Order peonies', todo_id: stored.id } }])
  await page.getByRole('link', { name: 'Done' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/event/${eventId}/todos/completed$`))
  const done = section(page, 'Done').getByRole('listitem').filter({ hasText: 'Order peonies' })

  // Mark pending again: back in Today.
  await done.getByRole('button', { name: 'Mark as pending' }).click()
  await expect(section(page, 'Done')).toContainText('No completed todos yet.')
  await page.getByRole('link', { name: 'To do' }).click()
  await expect(section(page, 'Today').getByRole('listitem').filter({ hasText: 'Order peonies' })).toBeVisible()
  await expect.poll(async () => (await todosOf(request, eventId))[0].status).toBe('pending')

  // Delete, after confirming.
  await page.getByRole('button', { name: 'Delete Order peonies' }).click()
  await dialog(page, 'Delete todo?').getByRole('button', { name: 'Delete' }).click()
  await expect(section(page, 'Today')).toContainText('Nothing due today.')
  await expect.poll(() => todosOf(request, eventId)).toEqual([])
})

test('past days cannot be picked', async ({ page, request }) => {
  await setUp(page, request)
  await section(page, 'Today')
    .getByRole('button', { name: /Add a todo/ })
    .click()
  const add = dialog(page, 'Add a todo')
  // Added from Today, the todo starts on today.
  await expect(add.getByRole('button', { name: dayLabel(0), exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(add.getByRole('button', { name: 'Previous month' })).toBeDisabled()
  const yesterday = add.getByRole('button', { name: dayLabel(-1), exact: true })
  // Yesterday is on screen unless today starts a month on a Monday.
  if ((await yesterday.count()) > 0) await expect(yesterday).toBeDisabled()
})

test('with the module off, the spec sentence stands in place of the screen', async ({ page, request }) => {
  const { eventId } = await setUp(page, request)
  await setTodosModule(request, eventId, false)
  await page.reload()
  await expect(page.getByText('This event does not have the todos module activated')).toBeVisible()
  await expect(page.getByRole('button', { name: /Add a todo/ })).toHaveCount(0)
})

test("the assignee's bell rings without a reload", async ({ page, request, browser }) => {
  const { mateEmail } = await setUp(page, request)
  const mateContext = await browser.newContext()
  const matePage = await mateContext.newPage()
  await signInWithMagicLink(matePage, request, mateEmail)
  const bell = matePage.getByRole('button', { name: /^Notifications/ })
  await expect(bell).toHaveAccessibleName('Notifications')

  await section(page, 'Today')
    .getByRole('button', { name: /Add a todo/ })
    .click()
  const add = dialog(page, 'Add a todo')
  await add.getByLabel('Name').fill('Buy the rings')
  await pickDay(add, 0)
  await add.getByRole('checkbox', { name: 'Select all' }).check()
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(add).toBeHidden()

  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
  await bell.click()
  await expect(matePage.getByRole('button', { name: /Nora assigned you the task "Buy the rings"/ })).toBeVisible()
  await mateContext.close()
})

test('load failures show the spec messages', async ({ page, request }) => {
  const { eventId } = await setUp(page, request)
  const failure = { status: 400, json: { code: 'XX000', details: null, hint: null, message: 'boom' } }
  await page.route(`**/rest/v1/todos?*event_id=eq.${eventId}*`, (route) => route.fulfill(failure))
  await page.route(`**/rest/v1/event_users?select=user_id%2Cinvited_email%2Cuser*`, (route) => route.fulfill(failure))
  await page.reload()
  await expect(page.getByText('Error loading todos: boom')).toBeVisible()
  await expect(page.getByText('Error loading users: boom')).toBeVisible()
  await page.getByRole('link', { name: 'Done' }).click()
  await expect(page.getByText('Error loading completed todos: boom')).toBeVisible()
})
