import { expect, test } from '@playwright/test'
import { e2e } from './support/e2e-env.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'
import { eventsCreatedBy, membershipsOf, storedEvent, uniqueName } from './support/settings-data.ts'

test('an organiser creates a wedding through the wizard, then finds it in the switcher and the dashboard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('wizard')
  const me = await createOrganiser(request, email)
  const slug = uniqueName('garden-wedding')
  await signInWithMagicLink(page, request, email)

  await page.getByRole('link', { name: 'Add new event' }).click()
  await expect(page).toHaveURL(`${e2e.appUrl}/admin/new`)
  await page.getByRole('link', { name: 'Get started' }).click()
  await expect(page).toHaveURL(`${e2e.appUrl}/admin/new/general`)
  await expect(page.getByRole('link', { name: /General/ })).toHaveAttribute('aria-current', 'step')

  // The slug follows the name until it is typed in.
  await page.getByLabel('Event name').fill('Garden Wedding')
  const slugBox = page.getByRole('textbox', { name: 'Event URL' })
  await expect(slugBox).toHaveValue('garden-wedding')
  await slugBox.fill(slug)
  await expect(page.getByText('This URL is available.')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(`${e2e.appUrl}/admin/new/details`)
  await expect(page.getByText('they cannot be changed after creation')).toBeVisible()

  // The type is required.
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(page.getByText('Please choose the type of event.')).toBeVisible()
  expect(await eventsCreatedBy(request, me.id)).toEqual([])

  await page.getByLabel('Type').selectOption('wedding')
  await page.getByLabel('Date').fill('2027-06-14T15:30')
  await page.getByLabel('Location').fill('Lyon')
  await page.getByLabel('Spouse 1').fill('Anna')
  await page.getByLabel('Spouse 2').fill('Tom')
  // Back and forth keeps the draft.
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page.getByLabel('Event name')).toHaveValue('Garden Wedding')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByLabel('Spouse 2')).toHaveValue('Tom')
  await page.getByRole('button', { name: 'Create event' }).click()

  await expect(page).toHaveURL(new RegExp(`${e2e.appUrl}/admin/event/[0-9a-f-]{36}/$`))
  const id = page.url().split('/').at(-2)!
  await expect(page.getByRole('button', { name: /^Switch event: / })).toHaveAccessibleName(
    'Switch event: Garden Wedding',
  )

  // SPEC §4: one row, photo sharing not public with an upload code, the creator as owner; a
  // non-admin sets type and date at creation.
  const [created] = await eventsCreatedBy(request, me.id)
  expect(created).toMatchObject({
    id,
    name: 'Garden Wedding',
    slug,
    type: 'wedding',
    location: 'Lyon',
    spouse1: 'Anna',
    spouse2: 'Tom',
    person: null,
  })
  expect(created.date).not.toBeNull()
  expect(created.photoSharingSettings.public).toBe(false)
  expect(created.photoSharingSettings.upload_code).toMatch(/^[A-Z0-9]{6}$/)
  expect(await membershipsOf(request, id)).toEqual([{ user_id: me.id, role: 'owner', status: 'active' }])

  await page.getByRole('button', { name: /^Switch event: / }).click()
  const switcher = page.getByRole('dialog', { name: 'Switch event' })
  await expect(switcher.getByRole('button', { name: 'Garden Wedding' })).toHaveAttribute('aria-current', 'true')
  await page.keyboard.press('Escape')

  await page.getByRole('link', { name: 'Eventail' }).click()
  const events = page.getByRole('region', { name: 'Events' })
  await expect(events.getByRole('link', { name: 'Garden Wedding', exact: true })).toBeVisible()
  await expect(events.getByText('June 14, 2027 · Lyon')).toBeVisible()
  expect(await storedEvent(request, id)).toBeTruthy()
})

test('the wizard blocks a slug that is already taken', async ({ page, request }) => {
  const other = await createOrganiser(request, uniqueEmail('slug-owner'))
  const taken = uniqueName('taken')
  await createEvent(request, { user_id: other.id, name: 'Theirs', slug: taken })
  const email = uniqueEmail('wizard-slug')
  const me = await createOrganiser(request, email)
  await signInWithMagicLink(page, request, email)

  await page.goto('/admin/new/general')
  // Slugs are unique whatever their case.
  await page.getByRole('textbox', { name: 'Event URL' }).fill(taken.toUpperCase())
  await expect(page.getByText('This URL is already taken. Please choose a different one.')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Please fix the URL error before saving')).toBeVisible()
  await expect(page).toHaveURL(`${e2e.appUrl}/admin/new/general`)

  await page.getByRole('textbox', { name: 'Event URL' }).fill('')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Type').selectOption('birthday')
  await page.getByLabel('Person').fill('Léa')
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(page.getByRole('button', { name: /^Switch event: / })).toHaveAccessibleName('Switch event: Léa')
  const [created] = await eventsCreatedBy(request, me.id)
  expect(created).toMatchObject({ name: null, slug: null, type: 'birthday', person: 'Léa', spouse1: null })
})
