import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { e2e } from './support/e2e-env.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, uniqueEmail } from './support/service-data.ts'
import { createGuests, guestsOf, type GuestFields } from './support/guests-data.ts'
import { createPerson } from './support/todos-data.ts'

// The guests screen as organisers met it (issue 29): a spreadsheet's own headings, the template,
// and one honest count of vegetarians.

test.setTimeout(60_000)

const headers = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }

async function setUp(request: APIRequestContext, siteContent?: unknown) {
  const email = uniqueEmail('guests-org')
  const owner = await createPerson(request, email, { first: 'Nora', last: 'Tester' })
  const event = await createEvent(request, { user_id: owner.id, type: 'wedding', name: 'Mariage de Léa' })
  if (siteContent) {
    const response = await request.patch(`${e2e.apiUrl}/rest/v1/events?id=eq.${event.id}`, {
      headers,
      data: { siteContent },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
  return { eventId: event.id, email }
}

test('a spreadsheet with First Name / Last Name / Email / Phone is recognised, an unknown one mapped by hand', async ({
  page,
  request,
}) => {
  const { eventId, email } = await setUp(request)
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${eventId}/guests`)
  await page.getByRole('button', { name: 'Import CSV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import guests' })

  // The template downloads, and reads back as a guest list.
  const downloading = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download a template' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('guests-template.csv')
  expect(await readFile(await download.path(), 'utf8')).toContain('Name;E-mail;Status;Comment;Plus-ones')

  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('First Name,Last Name,Email,Phone\nClaire,Martin,claire@example.com,0601020304\n'),
  })
  await expect(dialog.getByRole('group', { name: 'Columns found' })).toBeVisible()
  await expect(dialog.getByRole('combobox', { name: 'First Name' })).toHaveValue('first_name')
  await expect(dialog.getByRole('combobox', { name: 'Last Name' })).toHaveValue('last_name')
  await expect(dialog.getByRole('combobox', { name: 'Email' })).toHaveValue('email')
  await expect(dialog.getByRole('combobox', { name: 'Phone' })).toHaveValue('')
  await expect(dialog.getByRole('table')).toContainText('Claire Martin')

  // Headings it does not know: it shows the columns found and asks which holds the name.
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'liste.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Invité·e;Adresse;Portable\nZoé Martin;zoe@example.fr;06\n'),
  })
  await expect(dialog.getByRole('alert')).toHaveText(
    'Choose the column that holds the name (or the first and last names).',
  )
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled()
  await dialog.getByRole('combobox', { name: 'Invité·e' }).selectOption('name')
  await dialog.getByRole('combobox', { name: 'Adresse' }).selectOption('email')
  await expect(dialog.getByRole('table')).toContainText('zoe@example.fr')
  await dialog.getByRole('button', { name: 'Import 1 guest' }).click()
  await expect(dialog).toBeHidden()
  expect((await guestsOf(request, eventId)).map((g) => [g.name, g.email])).toEqual([['Zoé Martin', 'zoe@example.fr']])

  // The team's import is news in the activity feed, in words.
  await page.getByRole('link', { name: 'Activity' }).click()
  await expect(page.getByRole('main').getByText('Nora imported 1 guest')).toBeVisible()
})

test('a vegetarian menu choice and a companion ticked vegetarian count as one figure', async ({ page, request }) => {
  const menu = randomUUID()
  const { eventId, email } = await setUp(request, {
    programme: [],
    sections: [],
    faq: [],
    questions: [
      {
        id: menu,
        kind: 'menu',
        label: 'Votre menu',
        per: 'attendee',
        required: false,
        options: ['Bœuf', 'Végétarien'],
        vegetarian: ['Végétarien'],
      },
    ],
  })
  await createGuests(request, [
    {
      event_id: eventId,
      name: 'Alice Martin',
      status: 'confirmed',
      plus_ones: [
        { name: 'Bob Martin', age: 'adult', vegetarian: true },
        { name: 'Camille Martin', age: 'adult', vegetarian: false },
      ],
      rsvp_answers: { [menu]: ['Végétarien', 'Bœuf', 'Végétarien'] },
    } as GuestFields,
  ])
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${eventId}/guests`)
  const figure = page
    .getByRole('region', { name: 'Guest counts' })
    .getByRole('term')
    .filter({ hasText: 'Vegetarians' })
    .locator('+ dd')
  await expect(figure).toHaveText('3')

  // The overview says the same.
  await page.getByRole('link', { name: 'Overview' }).click()
  await expect(page.getByRole('region', { name: 'Guests' })).toContainText('3 vegetarians')

  // The editor marks which options are vegetarian.
  await page.getByRole('link', { name: 'Website', exact: true }).click()
  const question = page.getByRole('group', { name: 'RSVP question 1' })
  await question.getByText('Votre menu').click()
  const vegetarian = question.getByRole('group', { name: 'Vegetarian options' })
  await expect(vegetarian.getByRole('checkbox', { name: 'Végétarien' })).toBeChecked()
  await expect(vegetarian.getByRole('checkbox', { name: 'Bœuf' })).not.toBeChecked()
})
