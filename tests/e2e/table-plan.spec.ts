import { expect, test } from '@playwright/test'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'
import {
  createGuests,
  moveWithKeyboard,
  readStoredPlan,
  seatedAt,
  storePlan,
  table,
} from './support/table-plan-data.ts'

async function openPlan(page: import('@playwright/test').Page, request: import('@playwright/test').APIRequestContext) {
  const email = uniqueEmail('seating')
  const me = await createOrganiser(request, email)
  const event = await createEvent(request, { user_id: me.id, name: 'Seating test', slug: null })
  return {
    event,
    email,
    open: async () => {
      await signInWithMagicLink(page, request, email)
      await page.goto(`/admin/event/${event.id}/table-plan`)
      await expect(page.getByRole('heading', { name: 'Table plan' })).toBeVisible()
    },
  }
}

test('generate, move with the keyboard, over capacity blocks Save, save and find it again', async ({
  page,
  request,
}) => {
  const { event, open } = await openPlan(page, request)
  await createGuests(request, event.id, [
    {
      name: 'Alice',
      plus_ones: [
        { name: 'Bob', age: 'adult', vegetarian: true },
        { name: 'Kim', age: 'kid', vegetarian: false },
      ],
    },
    { name: 'Carl' },
    { name: 'Dana', status: 'pending' },
    { name: 'Eve', status: 'declined' },
  ])
  await open()
  await expect(page.getByRole('region', { name: 'Kids table' }).getByText('Kim')).toBeVisible()
  const unseated = page.getByRole('region', { name: 'Unseated guests' })
  await expect(unseated.getByRole('button')).toHaveText(['Alice', 'Bob(veg)', 'Carl', 'Dana'])
  await expect(page.getByText('Eve', { exact: true })).toHaveCount(0)

  await page.getByLabel('Tables', { exact: true }).fill('2')
  await page.getByLabel('Seats per table').fill('2')
  await page.getByRole('button', { name: 'Add tables' }).click()
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(seatedAt(page, 'Table 1')).toHaveText(['Alice', 'Bob(veg)'])
  await expect(seatedAt(page, 'Table 2')).toHaveText(['Carl', 'Dana'])
  await expect(table(page, 'Table 1').getByText('2 / 2')).toHaveAttribute('data-capacity', 'full')

  await moveWithKeyboard(page, 'Carl', 'Table 1')
  await expect(table(page, 'Table 1').getByText('3 / 2')).toHaveAttribute('data-capacity', 'over')
  await expect(page.getByRole('alert')).toContainText('Over capacity: Table 1')
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled()

  await moveWithKeyboard(page, 'Carl', 'Unseated guests')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Table plan saved.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled()

  await page.reload()
  await expect(seatedAt(page, 'Table 1')).toHaveText(['Alice', 'Bob(veg)'])
  await expect(seatedAt(page, 'Table 2')).toHaveText(['Dana'])
  await expect(unseated.getByRole('button')).toHaveText(['Carl'])
  const stored = await readStoredPlan(request, event.id)
  expect(stored?.tables['1']).toMatchObject({ name: 'Table 1', seats: 2, guests: ['Alice', 'Bob'] })
})

test('drag with the mouse, rename and remove a table, and two guests of one name stay apart', async ({
  page,
  request,
}) => {
  const { event, open } = await openPlan(page, request)
  await createGuests(request, event.id, [{ name: 'Sam Lee' }, { name: 'Sam Lee', status: 'pending' }])
  await open()
  await page.getByRole('button', { name: 'Add tables' }).click()
  await page.getByLabel('Tables', { exact: true }).fill('1')
  await page.getByRole('button', { name: 'Add tables' }).click()

  const first = page.getByRole('region', { name: 'Unseated guests' }).getByRole('button', { name: 'Sam Lee' }).first()
  const target = table(page, 'Table 2')
  const from = await first.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('layout not ready')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 })
  await page.mouse.up()
  await expect(seatedAt(page, 'Table 2')).toHaveText(['Sam Lee'])

  const name = table(page, 'Table 1').getByLabel('Table name')
  await name.fill('   ')
  await name.press('Enter')
  await expect(table(page, 'Table 1')).toBeVisible()
  await name.fill('  Témoins  ')
  await name.press('Enter')
  await expect(table(page, 'Témoins')).toBeVisible()

  const stillUnseated = page.getByRole('region', { name: 'Unseated guests' }).getByRole('button', { name: 'Sam Lee' })
  await moveWithKeyboard(page, 'Sam Lee', 'Témoins', stillUnseated)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Table plan saved.')).toBeVisible()
  await page.reload()
  await expect(seatedAt(page, 'Témoins')).toHaveText(['Sam Lee'])
  await expect(seatedAt(page, 'Table 2')).toHaveText(['Sam Lee'])

  await table(page, 'Table 2').getByRole('button', { name: 'Remove table' }).click()
  await expect(page.getByRole('region', { name: 'Unseated guests' }).getByRole('button')).toHaveText(['Sam Lee'])
})

test('the optimiser honours seat-together and keep-apart wishes', async ({ page, request }) => {
  const { event, open } = await openPlan(page, request)
  await createGuests(
    request,
    event.id,
    ['Ana', 'Ben', 'Cleo', 'Dov'].map((name) => ({ name })),
  )
  await open()
  await page.getByLabel('Tables', { exact: true }).fill('2')
  await page.getByRole('button', { name: 'Add tables' }).click()
  const wishes = page.getByRole('region', { name: 'Seating wishes' })
  for (const name of ['Ana', 'Dov']) await wishes.getByLabel(name).check()
  await wishes.getByRole('button', { name: 'Seat together' }).click()
  for (const name of ['Ana', 'Ben']) await wishes.getByLabel(name).check()
  await wishes.getByRole('button', { name: 'Keep apart' }).click()
  await expect(wishes.getByRole('list', { name: 'Wishes' })).toContainText('Together: Ana, Dov')
  await expect(wishes.getByRole('list', { name: 'Wishes' })).toContainText('Apart: Ana, Ben')

  await page.getByRole('button', { name: 'Optimise' }).click()
  await expect(page.getByText('Optimised: wishes worth 10 met.')).toBeVisible()
  const withAna = page.getByRole('list').filter({ has: page.getByRole('button', { name: 'Ana' }) })
  await expect(withAna.getByRole('button', { name: 'Dov' })).toBeVisible()
  await expect(withAna.getByRole('button', { name: 'Ben' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Table plan saved.')).toBeVisible()
  const stored = await readStoredPlan(request, event.id)
  expect(stored?.rules).toMatchObject({ together: [{ weight: 10 }], apart: [{}] })
})

test('changes since the last save are shown, and leaving with unsaved changes asks first', async ({
  page,
  request,
}) => {
  const { event, open } = await openPlan(page, request)
  await createGuests(request, event.id, [{ name: 'Zoé' }, { name: 'Yann' }])
  await storePlan(request, event.id, { '1': { name: 'Honneur', seats: 8, guests: ['Zoé', 'Ghost'] } })
  await open()
  const notice = page.getByRole('status').filter({ hasText: 'The guest list changed' })
  await expect(notice).toContainText('New, now unseated: Yann')
  await expect(notice).toContainText('Ghost (Honneur)')
  await expect(seatedAt(page, 'Honneur')).toHaveText(['Zoé'])

  await moveWithKeyboard(page, 'Yann', 'Honneur')
  await page.getByRole('link', { name: 'Overview' }).click()
  await expect(page.getByRole('dialog', { name: 'Changes not saved' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/table-plan$/)
  await page.getByRole('link', { name: 'Overview' }).click()
  await page.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/event/${event.id}/?$`))
})

test('the plan and the place cards print on their own', async ({ page, request }) => {
  const { event, open } = await openPlan(page, request)
  await createGuests(request, event.id, [
    { name: 'Ines', plus_ones: [{ name: 'Omar', age: 'adult', vegetarian: false }] },
    { name: 'Paul' },
  ])
  await open()
  // The browser's own print dialog is counted, not opened: a headless Chromium left "printing" by
  // it refuses page.pdf() below ("Page is already being printed").
  await page.evaluate(() => {
    const counted = window as unknown as { printRequests: number }
    counted.printRequests = 0
    window.print = () => void counted.printRequests++
  })
  const printRequests = () => page.evaluate(() => (window as unknown as { printRequests: number }).printRequests)
  await page.getByRole('button', { name: 'Add tables' }).click()
  await page.getByRole('button', { name: 'Generate' }).click()
  await page.getByRole('button', { name: 'Print plan' }).click()
  await expect.poll(printRequests).toBe(1)
  await page.emulateMedia({ media: 'print' })
  const printed = page.locator('[data-print-root]')
  await expect(printed).toHaveAttribute('data-print-mode', 'plan')
  await expect(printed.getByRole('heading', { name: 'Seating test — Table plan' })).toBeVisible()
  await expect(printed.getByRole('listitem')).toHaveText(['Ines', 'Omar', 'Paul'])
  await expect(page.getByRole('button', { name: 'Generate' })).toBeHidden()

  await page.emulateMedia({ media: 'screen' })
  await expect(printed).toBeHidden()
  await page.getByRole('button', { name: 'Print place cards' }).click()
  await expect.poll(printRequests).toBe(2)
  await page.emulateMedia({ media: 'print' })
  await expect(printed).toHaveAttribute('data-print-mode', 'cards')
  await expect(printed.locator('[data-place-card]')).toHaveCount(3)
  await expect(printed.locator('[data-place-card]').first()).toContainText('Table 1')
  const pdf = await page.pdf({ format: 'A4' })
  expect(pdf.byteLength).toBeGreaterThan(1000)
})

test('after Generate, the notice of changes since the last save says where the new guests sit now', async ({
  page,
  request,
}) => {
  const { event, open } = await openPlan(page, request)
  await createGuests(request, event.id, [
    { name: 'Zoé' },
    { name: 'Yann', plus_ones: [{ name: 'Mia', age: 'kid', vegetarian: false }] },
  ])
  await storePlan(request, event.id, { '1': { name: 'Honneur', seats: 8, guests: ['Zoé'] } }, undefined, {
    name: 'Les Petits',
    guests: [],
  })
  await open()
  const notice = page.getByRole('status').filter({ hasText: 'The guest list changed' })
  await expect(notice).toContainText('New, now unseated: Yann')
  await expect(notice).toContainText('New, now seated: Mia (Les Petits)')

  await page.getByRole('button', { name: 'Generate' }).click()
  await page
    .getByRole('dialog', { name: 'Replace the current arrangement?' })
    .getByRole('button', { name: 'Generate' })
    .click()
  await expect(seatedAt(page, 'Honneur')).toHaveText(['Yann', 'Zoé'])
  await expect(notice).toContainText('New, now seated: Yann (Honneur), Mia (Les Petits)')
  await expect(notice).not.toContainText('unseated')
})

test('Optimise improves the arrangement on screen, and locked seats stay put', async ({ page, request }) => {
  const { event, open } = await openPlan(page, request)
  await createGuests(
    request,
    event.id,
    ['Ana', 'Ben', 'Cleo', 'Dov'].map((name) => ({ name })),
  )
  // Placed by hand: Ana and Ben at Table 1, Cleo and Dov at Table 2.
  await storePlan(request, event.id, {
    '1': { name: 'Table 1', seats: 2, guests: ['Ana', 'Ben'] },
    '2': { name: 'Table 2', seats: 2, guests: ['Cleo', 'Dov'] },
  })
  await open()
  const wishes = page.getByRole('region', { name: 'Seating wishes' })
  for (const name of ['Ana', 'Dov']) await wishes.getByLabel(name).check()
  await wishes.getByRole('button', { name: 'Seat together' }).click()
  await table(page, 'Table 1').getByRole('button', { name: 'Lock seats at Table 1' }).click()
  await table(page, 'Table 1').getByRole('group', { name: 'Locked seats' }).getByLabel('Ben').check()
  await expect(seatedAt(page, 'Table 1').filter({ hasText: 'Ben' })).toHaveAccessibleDescription('Seat locked')

  await page.getByRole('button', { name: 'Optimise' }).click()
  await page
    .getByRole('dialog', { name: 'Improve the current arrangement?' })
    .getByRole('button', { name: 'Optimise' })
    .click()
  await expect(page.getByText('Optimised: wishes worth 10 met.')).toBeVisible()
  // Ben kept his seat, so Ana and Dov meet at Table 2.
  await expect(seatedAt(page, 'Table 1')).toHaveText(['Ben', 'Cleo'])
  await expect(seatedAt(page, 'Table 2')).toHaveText(['Ana', 'Dov'])
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Table plan saved.')).toBeVisible()
  expect((await readStoredPlan(request, event.id))?.tables['1'].locked).toHaveLength(1)

  await page.reload()
  await expect(seatedAt(page, 'Table 1').filter({ hasText: 'Ben' })).toHaveAccessibleDescription('Seat locked')
  await expect(seatedAt(page, 'Table 1').filter({ hasText: 'Cleo' })).not.toHaveAccessibleDescription('Seat locked')
  // Nothing better to find: the arrangement stays as it is.
  await page.getByRole('button', { name: 'Optimise' }).click()
  await page
    .getByRole('dialog', { name: 'Improve the current arrangement?' })
    .getByRole('button', { name: 'Optimise' })
    .click()
  await expect(page.getByText('Optimised: no better arrangement found.')).toBeVisible()
  await expect(seatedAt(page, 'Table 1')).toHaveText(['Ben', 'Cleo'])
  await expect(seatedAt(page, 'Table 2')).toHaveText(['Ana', 'Dov'])
})

test('kids: seated with their parents or at the kids table, printed, and found by name on the public page', async ({
  page,
  request,
}) => {
  const { event, open } = await openPlan(page, request)
  await createGuests(request, event.id, [
    {
      name: 'Ines',
      plus_ones: [
        { name: 'Omar', age: 'adult', vegetarian: false },
        { name: 'Lina', age: 'kid', vegetarian: false },
      ],
    },
    { name: 'Paul', plus_ones: [{ name: 'Noé', age: 'kid', vegetarian: false }] },
  ])
  await open()
  await page.evaluate(() => {
    const counted = window as unknown as { printRequests: number }
    counted.printRequests = 0
    window.print = () => void counted.printRequests++
  })
  const printRequests = () => page.evaluate(() => (window as unknown as { printRequests: number }).printRequests)
  const kids = page.getByRole('region', { name: 'Kids table' })
  const kidsName = kids.getByLabel('Kids table name')
  await kidsName.fill('  Les Petits ')
  await kidsName.press('Enter')
  await page.getByRole('button', { name: 'Add tables' }).click()
  await kids.getByRole('button', { name: 'Seat Noé with their parents' }).click()
  // Paul has no table yet: Noé waits with the unseated guests, then Generate seats the party together.
  await expect(
    page.getByRole('region', { name: 'Unseated guests' }).getByRole('button', { name: 'Noé (child)' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(seatedAt(page, 'Table 1')).toHaveText(['Ines', 'Omar', 'Paul', 'Noé(child)'])
  await expect(kids.getByRole('list', { name: 'At the kids table' })).toContainText('Lina')
  await expect(kids.getByRole('list', { name: 'At the kids table' })).not.toContainText('Noé')
  await expect(kids.getByRole('list', { name: 'Kids seated with their parents' })).toContainText('Noé (Table 1)')

  await page.getByRole('button', { name: 'Print plan' }).click()
  await expect.poll(printRequests).toBe(1)
  await page.emulateMedia({ media: 'print' })
  const printed = page.locator('[data-print-root]')
  await expect(printed.getByRole('heading', { level: 2 })).toHaveText(['Table 1', 'Les Petits'])
  await expect(printed.getByRole('listitem')).toHaveText(['Ines', 'Omar', 'Paul', 'Noé', 'Lina'])
  await page.emulateMedia({ media: 'screen' })
  await page.getByRole('button', { name: 'Print place cards' }).click()
  await expect.poll(printRequests).toBe(2)
  await page.emulateMedia({ media: 'print' })
  const cards = printed.locator('[data-place-card]')
  await expect(cards).toHaveCount(5)
  await expect(cards.last()).toContainText('Lina')
  await expect(cards.last()).toContainText('Les Petits')
  await page.emulateMedia({ media: 'screen' })

  await page.getByLabel('Let guests find their table on the public page').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Table plan saved.')).toBeVisible()
  expect((await readStoredPlan(request, event.id))?.kids_table).toMatchObject({
    name: 'Les Petits',
    guests: ['Lina'],
    withParents: [expect.stringContaining('noé')],
  })
  await page.reload()
  await expect(seatedAt(page, 'Table 1')).toHaveText(['Ines', 'Omar', 'Paul', 'Noé(child)'])

  await page.goto(`/${event.id}`)
  const finder = page.getByRole('region', { name: 'Trouver ma table' })
  await finder.getByLabel('Votre nom').fill('lina')
  await finder.getByRole('button', { name: 'Chercher' }).click()
  await expect(finder.getByRole('status')).toHaveText('Votre table : Les Petits')
  await finder.getByLabel('Votre nom').fill('Noé')
  await finder.getByRole('button', { name: 'Chercher' }).click()
  await expect(finder.getByRole('status')).toHaveText('Votre table : Table 1')
})

test('a published plan lets a guest find their table on the public page', async ({ page, request }) => {
  const { event, open } = await openPlan(page, request)
  await createGuests(request, event.id, [
    { name: 'Hélène Roy', plus_ones: [{ name: 'Marc Roy', age: 'adult', vegetarian: false }] },
  ])
  await open()
  await page.getByRole('button', { name: 'Add tables' }).click()
  const name = table(page, 'Table 1').getByLabel('Table name')
  await name.fill('Les Tilleuls')
  await name.press('Enter')
  await page.getByRole('button', { name: 'Generate' }).click()
  await page.getByLabel('Let guests find their table on the public page').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Table plan saved.')).toBeVisible()

  await page.goto(`/${event.id}`)
  const finder = page.getByRole('region', { name: 'Trouver ma table' })
  await finder.getByLabel('Votre nom').fill('  marc ROY ')
  await finder.getByRole('button', { name: 'Chercher' }).click()
  await expect(finder.getByRole('status')).toHaveText('Votre table : Les Tilleuls')
  await finder.getByLabel('Votre nom').fill('Marc')
  await finder.getByRole('button', { name: 'Chercher' }).click()
  await expect(finder.getByRole('status')).toContainText('Nous ne trouvons pas ce nom')
})

test('a failed load shows an error card, and Retry loads the plan', async ({ page, request }) => {
  const { event, open } = await openPlan(page, request)
  await createGuests(request, event.id, [{ name: 'Rita' }])
  await page.route('**/rest/v1/table_plans?*', (route) => route.fulfill({ status: 500, body: '{"message":"down"}' }))
  await open()
  const failure = page.getByRole('alert').filter({ hasText: 'The table plan could not be loaded.' })
  await expect(failure).toBeVisible()
  await page.unroute('**/rest/v1/table_plans?*')
  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(
    page.getByRole('region', { name: 'Unseated guests' }).getByRole('button', { name: 'Rita' }),
  ).toBeVisible()
})
