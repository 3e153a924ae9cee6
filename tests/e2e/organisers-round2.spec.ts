import { expect, test } from '@playwright/test'
import { e2e } from './support/e2e-env.ts'
import { createGuests } from './support/guests-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'
import { eventsCreatedBy } from './support/settings-data.ts'

// What a new couple tripped on (issue 29, organisers' side): bad input said nothing useful, a
// new event opened on an empty overview, and the todos started from nothing.

test.setTimeout(60_000)

test('bad input in the wizard gets its field’s message, then the new event opens on its checklist', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('round2')
  const me = await createOrganiser(request, email)
  await signInWithMagicLink(page, request, email)
  await page.goto('/admin/new/general')

  // A slug typed with '&' and '!!' gets one hyphen.
  await page.getByLabel('Event name').fill('Anna & Tom!! 2027')
  await expect(page.getByRole('textbox', { name: 'Event URL' })).toHaveValue('anna-tom-2027')
  await page.getByRole('textbox', { name: 'Event URL' }).fill(`Anna & Tom!! ${Date.now()}`)
  await expect(page.getByRole('textbox', { name: 'Event URL' })).toHaveValue(/^anna-tom-\d+$/)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(`${e2e.appUrl}/admin/new/details`)

  await page.getByLabel('Type').selectOption('wedding')
  const date = page.getByLabel('Date')
  await expect(date).toHaveAccessibleDescription(/the date cannot be changed later/)
  await date.fill('2020-06-14T15:30')
  await page.getByLabel('Spouse 1').fill('Anna')
  await page.getByLabel('Spouse 2').fill('T'.repeat(201))
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(date).toHaveAttribute('aria-invalid', 'true')
  await expect(date).toHaveAccessibleDescription(/The date of a new event cannot be in the past\./)
  await expect(page.getByLabel('Spouse 2')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Spouse 2')).toHaveAccessibleDescription('Spouse 2 is limited to 200 characters.')
  await expect(page.getByText('Event creation failed.')).toHaveCount(0)
  expect(await eventsCreatedBy(request, me.id)).toEqual([])

  await date.fill('2030-06-14T15:30')
  await page.getByLabel('Spouse 2').fill('Tom')
  await expect(page.getByLabel('Spouse 2')).not.toHaveAttribute('aria-invalid')
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(page).toHaveURL(new RegExp(`${e2e.appUrl}/admin/event/[0-9a-f-]{36}/$`))

  // The new event opens on its checklist, nothing done; adding a guest ticks its step.
  const checklist = page.getByRole('region', { name: 'Getting started' })
  await expect(checklist).toContainText('0 of 5 done')
  for (const step of [
    'Publish the website',
    'Add your guests',
    'Send the invitations',
    'Add gifts to the list',
    'Open photo sharing to guests',
  ])
    await expect(checklist.getByRole('link', { name: `${step} (to do)` })).toBeVisible()
  const id = page.url().split('/').at(-2)!
  await createGuests(request, [{ event_id: id, name: 'Claire Martin' }])
  await page.reload()
  await expect(checklist.getByRole('link', { name: 'Add your guests (done)' })).toBeVisible()
  await expect(checklist).toContainText('1 of 5 done')
})

test('the ready-made wedding checklist, dated back from the day, is added in one go and edited', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('checklist')
  const me = await createOrganiser(request, email)
  const event = await createEvent(request, {
    user_id: me.id,
    type: 'wedding',
    spouse1: 'Anna',
    spouse2: 'Tom',
    slug: null,
    date: '2030-06-14T13:00:00Z',
  })
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/todos`)
  await page.getByRole('button', { name: 'Add the wedding checklist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Wedding checklist' })
  await expect(dialog.getByRole('checkbox', { name: /Book the venue/ })).toBeChecked()
  await expect(dialog.getByText('Venue · due August 18, 2029')).toBeVisible()
  await dialog.getByRole('checkbox', { name: /Choose the rings/ }).uncheck()
  await dialog.getByRole('button', { name: 'Add 17 todos' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('17 todos added')).toBeVisible()
  const venue = page.getByRole('listitem').filter({ hasText: 'Book the venue' })
  await expect(venue).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Choose the rings' })).toHaveCount(0)

  // An ordinary todo from then on: edited like any.
  await venue.getByRole('button', { name: 'Edit' }).click()
  const form = page.getByRole('dialog', { name: 'Edit todo' })
  await form.getByLabel('Name').fill('Book the château')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Book the château' })).toBeVisible()
})

test('an RSVP deadline after the event is refused with its message; a long section shows its count', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('deadline')
  const me = await createOrganiser(request, email)
  const event = await createEvent(request, {
    user_id: me.id,
    type: 'wedding',
    spouse1: 'Anna',
    spouse2: 'Tom',
    slug: null,
    date: '2030-06-14T13:00:00Z',
  })
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/guests`)
  await page.getByRole('tab', { name: 'Messages' }).click()
  const settings = page.getByRole('form', { name: 'RSVP deadline and reminder' })
  await settings.getByLabel('RSVP deadline').fill('2030-06-20')
  await settings.getByRole('button', { name: 'Save' }).click()
  await expect(settings.getByRole('alert')).toHaveText('The RSVP deadline must be on or before the event date.')
  await expect(settings.getByLabel('RSVP deadline')).toHaveAttribute('aria-invalid', 'true')
  await settings.getByLabel('RSVP deadline').fill('2030-06-01')
  await settings.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('RSVP settings saved')).toBeVisible()

  // A section's text: counted from 4,000 characters, kept whole past 5,000, and not published so.
  await page.goto(`/admin/event/${event.id}/website`)
  const panel = page.getByRole('complementary', { name: 'Website settings' })
  await panel.getByRole('button', { name: 'Add a section' }).click()
  const section = panel.getByRole('group', { name: 'Section 1' })
  await section.getByLabel('Title').fill('Venir')
  await section.getByLabel('Text').fill('a'.repeat(3000))
  await expect(section.getByText(/characters/)).toHaveCount(0)
  await section.getByLabel('Text').fill('a'.repeat(4100))
  await expect(section.getByText('4,100 / 5,000 characters')).toBeVisible()
  await section.getByLabel('Text').fill('a'.repeat(5010))
  await expect(section.getByLabel('Text')).toHaveValue('a'.repeat(5010))
  await expect(section.getByText('5,010 / 5,000 characters — 10 too many')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Publish changes' })).toBeDisabled()
  await expect(panel).toContainText("'Venir' is 10 characters over the 5,000 a section may hold.")
})
