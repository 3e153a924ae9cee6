import { expect, test, type Page } from '@playwright/test'
import { e2e } from './support/e2e-env.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'
import { domainsOf, storedEvent, uniqueName } from './support/settings-data.ts'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const generalCard = (page: Page) => page.getByRole('region', { name: 'General' })
const switcher = (page: Page) => page.getByRole('button', { name: /^Switch event: / })

test('a taken slug blocks saving; a rename and a free slug save with their toasts', async ({ page, request }) => {
  const other = await createOrganiser(request, uniqueEmail('slug-owner'))
  const taken = uniqueName('taken')
  await createEvent(request, { user_id: other.id, name: 'Theirs', slug: taken })
  const email = uniqueEmail('settings')
  const me = await createOrganiser(request, email)
  const slug = uniqueName('mine')
  const event = await createEvent(request, { user_id: me.id, name: 'Old name', slug })
  await signInWithMagicLink(page, request, email)

  // Opened by its slug, as the public address names it.
  await page.goto(`/admin/event/${slug}/settings`)
  await expect(
    page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'General' }),
  ).toHaveAttribute('aria-current', 'page')
  const card = generalCard(page)
  const slugBox = card.getByRole('textbox', { name: 'Event URL' })
  await expect(slugBox).toHaveValue(slug)

  await slugBox.fill(taken)
  await expect(card.getByText('This URL is already taken. Please choose a different one.')).toBeVisible()
  await expect(slugBox).toHaveAttribute('aria-invalid', 'true')
  await card.getByLabel('Event name').fill('New name')
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Please fix the URL error before saving')).toBeVisible()
  expect(await storedEvent(request, event.id)).toMatchObject({ name: 'Old name', slug })
  await expect(switcher(page)).toHaveAccessibleName('Switch event: Old name')

  // Back to the saved slug: only the name changed, and only it saves.
  await slugBox.fill(slug)
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Name updated')).toBeVisible()
  await expect(page.getByText('Slug updated')).toHaveCount(0)
  await expect(switcher(page)).toHaveAccessibleName('Switch event: New name')
  await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled()

  const newSlug = uniqueName('renamed')
  await slugBox.fill(newSlug)
  await expect(card.getByText('This URL is available.')).toBeVisible()
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Slug updated')).toBeVisible()
  // The old slug no longer names the event: the page moves to its id.
  await expect(page).toHaveURL(`${e2e.appUrl}/admin/event/${event.id}/settings/general`)
  expect(await storedEvent(request, event.id)).toMatchObject({ name: 'New name', slug: newSlug })

  await generalCard(page).getByRole('button', { name: 'Copy event URL' }).click()
  await expect(page.getByText('Event URL copied to clipboard')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.appUrl}/${newSlug}`)

  const idCard = page.getByRole('region', { name: 'Event ID' })
  await expect(idCard.getByRole('textbox', { name: 'Event ID' })).toHaveValue(event.id)
  await expect(idCard.getByRole('textbox', { name: 'Event ID' })).toHaveAttribute('readonly', '')
  await idCard.getByRole('button', { name: 'Copy event ID' }).click()
  await expect(page.getByText('Event ID copied to clipboard')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(event.id)
})

test('a custom domain is validated, added, changed and deleted after confirmation', async ({ page, request }) => {
  const email = uniqueEmail('domain')
  const me = await createOrganiser(request, email)
  const event = await createEvent(request, { user_id: me.id, name: 'Domain party', slug: null })
  const first = `${uniqueName('party')}.example.com`
  const second = `${uniqueName('fete')}.example.org`
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/settings/general`)

  const card = page.getByRole('region', { name: 'Custom domain' })
  await expect(card.getByText('No custom domain yet.')).toBeVisible()
  await expect(card.getByRole('cell', { name: '76.76.21.21' })).toBeVisible()
  await expect(card.getByRole('cell', { name: '@', exact: true })).toBeVisible()
  await expect(card.getByText('DNS changes can take up to 24 hours to take effect.')).toBeVisible()

  const box = card.getByRole('textbox', { name: 'Domain' })
  const add = card.getByRole('button', { name: 'Add domain' })
  await expect(add).toBeDisabled()
  await box.fill('.party.example.com')
  await expect(card.getByText('Domain cannot start or end with a dot')).toBeVisible()
  await expect(add).toBeDisabled()
  await box.fill('party')
  await expect(card.getByText('Please enter a valid domain (e.g., example.com)')).toBeVisible()
  await box.fill(`${'a'.repeat(250)}.com`)
  await expect(card.getByText('Domain name is too long (max 253 characters)')).toBeVisible()
  await box.fill('localhost.localdomain')
  await expect(
    card.getByText('This domain is reserved for local or private use and cannot be attached to an event.'),
  ).toBeVisible()
  await box.fill('')
  await expect(card.getByText('Please enter a domain.')).toBeVisible()
  await expect(add).toBeDisabled()

  await box.fill(first.toUpperCase())
  await add.click()
  await expect(page.getByText('Domain added/modified successfully')).toBeVisible()
  await expect(card.getByRole('list', { name: 'Custom domains' }).getByText(first)).toBeVisible()
  expect(await domainsOf(request, event.id)).toEqual([first])

  await box.fill(first)
  await expect(card.getByText('This domain is already in your list.')).toBeVisible()
  await expect(add).toBeDisabled()

  await card.getByRole('button', { name: `Change ${first}` }).click()
  const change = card.getByRole('button', { name: 'Change domain' })
  await expect(card.getByText('No changes detected')).toBeVisible()
  await expect(change).toBeDisabled()
  await card.getByRole('textbox', { name: `New domain for ${first}` }).fill(second)
  await change.click()
  await expect(card.getByRole('list', { name: 'Custom domains' }).getByText(second)).toBeVisible()
  await expect(card.getByText(first)).toHaveCount(0)
  expect(await domainsOf(request, event.id)).toEqual([second])

  await card.getByRole('button', { name: `Delete ${second}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this domain?' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  expect(await domainsOf(request, event.id)).toEqual([second])

  await card.getByRole('button', { name: `Delete ${second}` }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Domain deleted successfully')).toBeVisible()
  await expect(card.getByText('No custom domain yet.')).toBeVisible()
  expect(await domainsOf(request, event.id)).toEqual([])
})

test('a domain pasted as an address is saved as its host, with the DNS record that host needs', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('domain-paste')
  const me = await createOrganiser(request, email)
  const event = await createEvent(request, { user_id: me.id, name: 'Pasted party', slug: null })
  const apex = `${uniqueName('Camille-Alex')}.fr`
  const host = `www.${apex.toLowerCase()}`
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/settings/general`)

  const card = page.getByRole('region', { name: 'Custom domain' })
  const box = card.getByRole('textbox', { name: 'Domain' })
  await box.fill(`https://www.${apex}/`)
  await expect(card.getByText(`Will be saved as ${host}.`)).toBeVisible()
  await card.getByRole('button', { name: 'Add domain' }).click()
  await expect(page.getByText('Domain added/modified successfully')).toBeVisible()
  // Without a hosting provider the toast says who finishes the job, in words, not setting names.
  await expect(page.getByText(/ask the site administrator to add it there\.$/)).toBeVisible()
  await expect(page.getByText(/[A-Z]+_[A-Z]+/)).toHaveCount(0)
  await expect(card.getByRole('list', { name: 'Custom domains' }).getByText(host)).toBeVisible()
  expect(await domainsOf(request, event.id)).toEqual([host])

  // A subdomain: a CNAME record named www, to Vercel's host name.
  const record = card.getByRole('table').getByRole('row').last()
  await expect(record.getByRole('cell')).toHaveText(['CNAME', 'www', 'cname.vercel-dns.com'])
  await expect(card.getByText(`add this record so ${host} leads to your event page`)).toBeVisible()

  // The apex itself: an A record on @.
  await card.getByRole('button', { name: `Change ${host}` }).click()
  await card.getByRole('textbox', { name: `New domain for ${host}` }).fill(`http://${apex.toUpperCase()}:443/rsvp`)
  await card.getByRole('button', { name: 'Change domain' }).click()
  await expect(card.getByRole('list', { name: 'Custom domains' }).getByText(apex.toLowerCase())).toBeVisible()
  await expect(record.getByRole('cell')).toHaveText(['A', '@', '76.76.21.21'])
})

test('a failed domain list shows an error card with Retry', async ({ page, request }) => {
  const email = uniqueEmail('domain-error')
  const me = await createOrganiser(request, email)
  const event = await createEvent(request, { user_id: me.id, name: 'Flaky party', slug: null })
  await signInWithMagicLink(page, request, email)

  let fail = true
  await page.route('**/rest/v1/custom_domains**', (route) =>
    fail ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback(),
  )
  await page.goto(`/admin/event/${event.id}/settings/general`)
  const card = page.getByRole('region', { name: 'Custom domain' })
  // SWR retries on its own; the card shows the error as soon as the first read fails.
  await expect(card.getByRole('alert')).toContainText('Could not load the custom domains.')
  fail = false
  await card.getByRole('button', { name: 'Retry' }).click()
  await expect(card.getByText('No custom domain yet.')).toBeVisible()
})

test('the delete card deletes the event after confirmation and returns to /admin', async ({ page, request }) => {
  const email = uniqueEmail('delete-card')
  const me = await createOrganiser(request, email)
  const event = await createEvent(request, { user_id: me.id, name: 'Short-lived party', slug: null })
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/settings`)

  const card = page.getByRole('region', { name: 'Delete event' })
  await card.getByRole('button', { name: 'Delete event' }).click()
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect(await storedEvent(request, event.id)).toBeTruthy()

  await card.getByRole('button', { name: 'Delete event' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Event deleted')).toBeVisible()
  await expect(page).toHaveURL(`${e2e.appUrl}/admin`)
  await expect(page.getByRole('region', { name: 'Events' }).getByText('No events found.')).toBeVisible()
  expect(await storedEvent(request, event.id)).toBeUndefined()
})
