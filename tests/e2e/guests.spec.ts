import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { e2e } from './support/e2e-env.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, uniqueEmail } from './support/service-data.ts'
import { createGuests, guestsOf, setGuestsModule, type GuestFields } from './support/guests-data.ts'
import { createPerson } from './support/todos-data.ts'

/** An organiser who owns an event with the given guests, signed in on the guests screen. */
async function setUp(
  page: Page,
  request: APIRequestContext,
  guests: Omit<GuestFields, 'event_id'>[] = [],
  slug: string | null = null,
) {
  const email = uniqueEmail('guests')
  const owner = await createPerson(request, email, { first: 'Nora', last: 'Tester' })
  const event = await createEvent(request, { user_id: owner.id, name: 'Mariage de Léa', slug })
  if (guests.length)
    await createGuests(
      request,
      guests.map((guest) => ({ ...guest, event_id: event.id })),
    )
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/guests`)
  return { eventId: event.id }
}

const list = (page: Page) => page.getByRole('list', { name: 'Guest list' })
const item = (page: Page, name: string) => list(page).getByRole('listitem').filter({ hasText: name })
const figure = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Guest counts' }).getByRole('term').filter({ hasText: label }).locator('+ dd')

test('add, edit with plus-ones, and delete a guest', async ({ page, request }) => {
  const { eventId } = await setUp(page, request)
  await expect(page.getByText('No guests yet. Add one or import a CSV file.')).toBeVisible()

  // Add: the name is required, a given e-mail must be valid.
  await page.getByRole('button', { name: 'Add a guest' }).click()
  const add = page.getByRole('dialog', { name: 'Add a guest' })
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(add.getByText('Name is required.')).toBeVisible()
  await add.getByLabel('Name', { exact: true }).fill('Zoé Martin')
  await add.getByLabel('E-mail (optional)').fill('not-an-address')
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(add.getByText('Please enter a valid e-mail address.')).toBeVisible()
  expect(await guestsOf(request, eventId)).toEqual([])
  await add.getByLabel('E-mail (optional)').fill('zoe@example.fr')
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(add).toBeHidden()
  await expect(page.getByText('Guest added!')).toBeVisible()
  await expect(item(page, 'Zoé Martin').getByLabel('Party of 1')).toBeVisible()

  // Edit (by double-click): confirm with two plus-ones; the database sets the party size. No
  // allowed size of the guest's own is set: the event's 'Guests may bring' applies (issue 29).
  await item(page, 'Zoé Martin').getByText('Zoé Martin').dblclick()
  const edit = page.getByRole('dialog', { name: 'Edit guest' })
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('Zoé Martin')
  await edit.getByLabel('Status').selectOption('confirmed')
  await edit.getByLabel('Comment').fill('Table près de la fenêtre')
  await edit.getByRole('button', { name: 'Add a plus-one' }).click()
  await edit.getByLabel('Plus-one 1 name').fill('Léo Martin')
  await edit.getByLabel('Plus-one 1 age').selectOption('kid')
  await edit.getByRole('checkbox', { name: 'Vegetarian (Plus-one 1)' }).check()
  await edit.getByRole('button', { name: 'Add a plus-one' }).click()
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit.getByText('Each plus-one needs a name.')).toBeVisible()
  await edit.getByLabel('Plus-one 2 name').fill('Marc Martin')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByText('Guest updated!')).toBeVisible()
  const zoe = item(page, 'Zoé Martin')
  await expect(zoe.getByRole('img', { name: 'Party of 3 (the guest and 2 plus-ones)' })).toHaveText('3')
  await expect(zoe).toContainText('With Léo Martin (kid, veg), Marc Martin')
  await expect(figure(page, 'Kids')).toHaveText('1')
  await expect(figure(page, 'Vegetarians')).toHaveText('1')
  expect(await guestsOf(request, eventId)).toEqual([
    {
      name: 'Zoé Martin',
      email: 'zoe@example.fr',
      status: 'confirmed',
      comment: 'Table près de la fenêtre',
      number: 3,
      plus_ones: [
        { name: 'Léo Martin', age: 'kid', vegetarian: true },
        { name: 'Marc Martin', age: 'adult', vegetarian: false },
      ],
    },
  ])

  // Declining sets the party size to 0 (by the database).
  await page.getByRole('button', { name: 'Edit Zoé Martin' }).click()
  await edit.getByLabel('Status').selectOption('declined')
  await edit.getByRole('button', { name: 'Remove Plus-one 2' }).click()
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(zoe.getByLabel('Party of 0')).toBeVisible()

  // Delete asks first; Cancel keeps the guest.
  await page.getByRole('button', { name: 'Delete Zoé Martin' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete guest?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(zoe).toBeVisible()
  await page.getByRole('button', { name: 'Delete Zoé Martin' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Guest deleted!')).toBeVisible()
  await expect(page.getByText('No guests yet. Add one or import a CSV file.')).toBeVisible()
  expect(await guestsOf(request, eventId)).toEqual([])
})

test("the organiser allows a party of 2: the guest's RSVP offers one companion at most", async ({ page, request }) => {
  const slug = `party-${randomUUID().slice(0, 8)}`
  const { eventId } = await setUp(page, request, [{ name: 'Jean Dupont' }], slug)
  const jean = item(page, 'Jean Dupont')
  await expect(jean.getByRole('img', { name: 'Party of 1 (the guest alone)' })).toHaveText('1')

  await page.getByRole('button', { name: 'Edit Jean Dupont' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit guest' })
  const allowed = edit.getByRole('spinbutton', { name: 'Allowed party size (optional)' })
  await expect(allowed).toHaveValue('')
  // Out of bounds is refused with the bounds, and nothing is saved.
  await allowed.fill('22')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit.getByText('The allowed party size is a whole number from 1 to 21.')).toBeVisible()
  await allowed.fill('2')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()
  await expect(jean.getByRole('img', { name: 'Party of 1 (the guest alone), up to 2 allowed' })).toHaveText('1/2')

  // The guest, on the public page: one companion, then no more rows on offer, and why.
  const guestPage = await page.context().newPage()
  await guestPage.goto(`/${slug}`)
  await guestPage.getByRole('button', { name: 'RSVP' }).click()
  const wizard = guestPage.getByRole('dialog', { name: 'Confirmer votre présence' })
  await wizard.getByLabel('Votre nom et prénom').fill('Jean Dupont')
  await wizard.getByRole('button', { name: 'Suivant' }).click()
  await wizard.getByLabel('Je serai présent(e)').check()
  const add = wizard.getByRole('button', { name: '+ Ajouter un accompagnant' })
  await add.click()
  await expect(wizard.getByLabel("Nom de l'accompagnant 1")).toBeFocused()
  await wizard.getByLabel("Nom de l'accompagnant 1").fill('Sophie Dupont')
  await expect(add).toHaveCount(0)
  await expect(wizard.getByText('Votre invitation prévoit au plus 1 accompagnant.')).toBeVisible()
  await wizard.getByRole('button', { name: 'Envoyer ma réponse' }).click()
  await expect(wizard.getByRole('status')).toHaveText('Merci ! Votre présence est confirmée. À très bientôt !')
  await guestPage.close()

  expect((await guestsOf(request, eventId))[0]).toMatchObject({
    status: 'confirmed',
    number: 2,
    plus_ones: [{ name: 'Sophie Dupont', age: 'adult', vegetarian: false }],
  })
  await page.reload()
  await expect(
    item(page, 'Jean Dupont').getByRole('img', { name: 'Party of 2 (the guest and 1 plus-one), up to 2 allowed' }),
  ).toBeVisible()
})

test("'Copy RSVP link' copies the guest's own link, which opens their answer", async ({ page, request }) => {
  const { eventId } = await setUp(page, request, [{ name: 'Jean Dupont', status: 'confirmed' }])
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const copy = item(page, 'Jean Dupont').getByRole('button', { name: 'Copy RSVP link for Jean Dupont' })
  await expect(copy).toHaveText('Copy RSVP link')
  await copy.click()
  await expect(page.getByText('RSVP link copied to clipboard')).toBeVisible()
  const response = await request.get(`${e2e.apiUrl}/rest/v1/guests?event_id=eq.${eventId}&select=invitation_token`, {
    headers: { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` },
  })
  const [{ invitation_token: token }] = (await response.json()) as { invitation_token: string }[]
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toBe(`${e2e.appUrl}/${eventId}?invite=${token}`)

  await page.goto(link)
  const wizard = page.getByRole('dialog', { name: 'Confirmer votre présence' })
  await expect(wizard).toContainText('Bonjour Jean Dupont !')
})

test('search, status filter and counts', async ({ page, request }) => {
  await setUp(page, request, [
    {
      name: 'Jean Dupont',
      status: 'confirmed',
      plus_ones: [
        { name: 'Sophie Dupont', age: 'adult', vegetarian: false },
        { name: 'Lucas Dupont', age: 'kid', vegetarian: true },
      ],
    },
    { name: 'Hélène Lefèvre', status: 'pending', email: 'helene@example.fr' },
    { name: 'anne Moreau', status: 'declined' },
    { name: 'Bruno Petit', status: 'confirmed', plus_ones: [{ name: 'Chloé', age: 'adult', vegetarian: true }] },
  ])
  // Sorted by name, whatever the case and accents.
  await expect(list(page).getByRole('listitem')).toHaveCount(4)
  await expect(list(page).getByRole('listitem')).toHaveText([
    /anne Moreau/,
    /Bruno Petit/,
    /Hélène Lefèvre/,
    /Jean Dupont/,
  ])

  for (const [label, value] of [
    ['Invited', '4'],
    ['Confirmed', '2'],
    ['Declined', '1'],
    ['Pending', '1'],
    ['Adults', '4'],
    ['Kids', '1'],
    ['Vegetarians', '2'],
  ]) {
    await expect(figure(page, label)).toHaveText(value)
  }
  // Each row says what it counts: invitations (4 guests in the list) or people (the 4 adults and 1 kid coming).
  const counts = page.getByRole('region', { name: 'Guest counts' })
  await expect(counts.getByRole('heading', { name: /^Invitations/ })).toHaveText(
    'Invitations (one per guest in the list, whatever the party size)',
  )
  await expect(counts.getByRole('heading', { name: /^People coming/ })).toHaveText(
    'People coming (confirmed guests and their plus-ones)',
  )

  const search = page.getByRole('searchbox', { name: 'Search guests' })
  await search.fill('helene')
  await expect(list(page).getByRole('listitem')).toHaveCount(1)
  await expect(item(page, 'Hélène Lefèvre')).toBeVisible()
  await expect(page.getByText('1 of 4 guests shown')).toBeVisible()
  // Plus-ones' names are searched too.
  await search.fill('lucas')
  await expect(list(page).getByRole('listitem')).toHaveText([/Jean Dupont/])
  await search.fill('nobody')
  await expect(page.getByText('No guests match your search.')).toBeVisible()

  await search.fill('')
  await page.getByLabel('Filter by status').selectOption('confirmed')
  await expect(list(page).getByRole('listitem')).toHaveText([/Bruno Petit/, /Jean Dupont/])
  await page.getByLabel('Filter by status').selectOption('declined')
  await expect(list(page).getByRole('listitem')).toHaveText([/anne Moreau/])
  await search.fill('jean')
  await expect(page.getByText('No guests match your search.')).toBeVisible()
})

test('import a CSV file with a duplicate, refuse a malformed one, and export the list', async ({ page, request }) => {
  const { eventId } = await setUp(page, request, [{ name: 'Jean Dupont', status: 'confirmed' }])

  // A malformed file: the error names the line, nothing is written.
  await page.getByRole('button', { name: 'Import CSV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import guests' })
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name;Status\nAnn;confirmed\nBob;maybe\n'),
  })
  await expect(dialog.getByRole('alert')).toHaveText(
    'Line 3: the status "maybe" is not one of pending, confirmed or declined.',
  )
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled()

  // A good file (comma separated, French headers and accents, a quoted ';'), with one duplicate.
  const csv = [
    'Nom,Courriel,Statut,Accompagnants,Commentaire,Places prévues',
    'jean dupont,,confirmé,,,',
    'Zoé Martin,zoe@example.fr,Confirmé,"Léo (kid, veg); Marc",,4',
    'Élodie Petit,,pending,,"Allergique; noix",',
  ].join('\r\n')
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(dialog.getByRole('table')).toContainText('Zoé Martin')
  await expect(dialog.getByRole('combobox', { name: 'Nom' })).toHaveValue('name')
  await expect(dialog.getByRole('combobox', { name: 'Accompagnants' })).toHaveValue('plus_ones')
  await expect(dialog.getByRole('combobox', { name: 'Places prévues' })).toHaveValue('max_party_size')
  const anyway = dialog.getByRole('checkbox', { name: /Already on the list: import anyway \(jean dupont, line 2\)/ })
  await expect(anyway).not.toBeChecked()
  await expect(dialog.getByText('2 to import, 1 already on the list skipped.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Import 2 guests' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('2 guests imported')).toBeVisible()
  await expect(
    item(page, 'Zoé Martin').getByLabel('Party of 3 (the guest and 2 plus-ones), up to 4 allowed'),
  ).toBeVisible()
  expect((await guestsOf(request, eventId)).map((g) => [g.name, g.status, g.comment, g.plus_ones])).toEqual([
    ['Élodie Petit', 'pending', 'Allergique; noix', []],
    ['Jean Dupont', 'confirmed', null, []],
    [
      'Zoé Martin',
      'confirmed',
      null,
      [
        { name: 'Léo', age: 'kid', vegetarian: true },
        { name: 'Marc', age: 'adult', vegetarian: false },
      ],
    ],
  ])

  // Export: UTF-8 with a BOM, ';' separated, accents and quoted ';' intact, plus-ones as Name (kid, veg).
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^guests-mariage-de-lea-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = await readFile(await download.path(), 'utf8')
  expect(text).toBe(
    '\uFEFFName;E-mail;Status;Comment;Plus-ones;Party size;Allowed party size;Vegetarians\r\n' +
      'Élodie Petit;;Pending;"Allergique; noix";;1;;\r\n' +
      'Jean Dupont;;Confirmed;;;1;;0\r\n' +
      'Zoé Martin;zoe@example.fr;Confirmed;;"Léo (kid, veg); Marc";3;4;1\r\n',
  )
})

test('the module switched off shows the spec sentence', async ({ page, request }) => {
  const { eventId } = await setUp(page, request)
  await setGuestsModule(request, eventId, false)
  await page.reload()
  await expect(page.getByText('This event does not have the guests module activated')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add a guest' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Guests' })).toBeVisible()
})

test('a failed load shows an error card whose Retry loads the list', async ({ page, request }) => {
  const email = uniqueEmail('guests-retry')
  const owner = await createPerson(request, email, { first: 'Nora', last: 'Tester' })
  const event = await createEvent(request, { user_id: owner.id, name: 'Retry party', slug: null })
  await createGuests(request, [{ event_id: event.id, name: 'Jean Dupont' }])
  await signInWithMagicLink(page, request, email)
  // The guests read fails until Retry; everything else goes through. A 500, not a 503: supabase-js
  // retries a 503 (PostgREST's schema cache loading) for several seconds before it reports it.
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/guests'),
    (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Service unavailable"}' }),
  )
  await page.goto(`/admin/event/${event.id}/guests`)
  const card = page.getByRole('alert').filter({ hasText: 'The guest list could not be loaded' })
  await expect(card).toBeVisible()
  await page.unrouteAll()
  await card.getByRole('button', { name: 'Retry' }).click()
  await expect(item(page, 'Jean Dupont')).toBeVisible()
})

test('an import the database refuses writes nothing and says why', async ({ page, request }) => {
  const { eventId } = await setUp(page, request, [{ name: 'Jean Dupont' }])
  await page.getByRole('button', { name: 'Import CSV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import guests' })
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'guests.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name\nAnn\nBob\n'),
  })
  await expect(dialog.getByText('2 to import.')).toBeVisible()
  // Switched off by a team mate meanwhile: the database refuses the whole file.
  await setGuestsModule(request, eventId, false)
  await dialog.getByRole('button', { name: 'Import 2 guests' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Nothing was imported: This event does not have the guests module activated',
  )
  expect((await guestsOf(request, eventId)).map((g) => g.name)).toEqual(['Jean Dupont'])
})

// Issue 29: a second guest of the same name is warned about, the clash stays shown until the names
// are told apart; the event-wide 'Guests may bring' limits guests without a limit of their own.
test('two guests with the same name: warned on adding, shown until told apart', async ({ page, request }) => {
  const { eventId } = await setUp(page, request, [{ name: 'Claire Martin' }])
  await page.getByRole('button', { name: 'Add a guest' }).click()
  const add = page.getByRole('dialog', { name: 'Add a guest' })
  await add.getByLabel('Name', { exact: true }).fill('  CLAIRE martin ')
  await expect(add.getByRole('status')).toContainText('“Claire Martin” is already on the list.')
  await page.screenshot({ path: '/tmp/h2-guests-add-clash.png' })
  await add.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(add).toBeHidden()

  const notice = page.getByRole('region', { name: 'A name is on the list more than once' })
  await expect(notice).toContainText('Claire Martin ×2')
  await expect(list(page).getByText('Same name as another guest')).toHaveCount(2)
  await page.screenshot({ path: '/tmp/h2-guests-clash.png', fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: '/tmp/h2-guests-clash-phone.png', fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })

  // Told apart from the notice: the clash is gone.
  await notice.getByRole('button', { name: 'Edit Claire Martin (1 of 2)' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit guest' })
  await edit.getByLabel('Name', { exact: true }).fill('Claire Martin (Lyon)')
  await expect(edit.getByRole('status')).toHaveCount(0)
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()
  await expect(notice).toHaveCount(0)
  await expect(list(page).getByText('Same name as another guest')).toHaveCount(0)
  expect((await guestsOf(request, eventId)).map((g) => g.name).sort()).toEqual([
    'CLAIRE martin',
    'Claire Martin (Lyon)',
  ])
})

test("the event's 'Guests may bring' limits a guest typed alone on the RSVP", async ({ page, request }) => {
  const slug = `bring-${randomUUID().slice(0, 8)}`
  await setUp(page, request, [{ name: 'Jean Dupont' }], slug)
  const form = page.getByRole('form', { name: 'Accompanying guests' })
  await expect(form.getByLabel('Guests may bring')).toHaveValue('any')
  await form.getByLabel('Guests may bring').selectOption('upTo')
  await form.getByLabel('Accompanying guests at most').fill('1')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved: guests may bring up to 1')).toBeVisible()

  const guestPage = await page.context().newPage()
  await guestPage.goto(`/${slug}`)
  await guestPage.getByRole('button', { name: 'RSVP' }).click()
  const wizard = guestPage.getByRole('dialog', { name: 'Confirmer votre présence' })
  await wizard.getByLabel('Votre nom et prénom').fill('Jean Dupont')
  await wizard.getByRole('button', { name: 'Suivant' }).click()
  await wizard.getByLabel('Je serai présent(e)').check()
  await wizard.getByRole('button', { name: '+ Ajouter un accompagnant' }).click()
  await expect(wizard.getByRole('button', { name: '+ Ajouter un accompagnant' })).toHaveCount(0)
  await expect(wizard.getByText('Votre invitation prévoit au plus 1 accompagnant.')).toBeVisible()
  await guestPage.close()

  await form.getByLabel('Guests may bring').selectOption('nobody')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved: guests may bring nobody')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('form', { name: 'Accompanying guests' }).getByLabel('Guests may bring')).toHaveValue(
    'nobody',
  )
})
