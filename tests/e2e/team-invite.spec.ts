import { expect, test } from '@playwright/test'
import { existingMessageIds, waitForSignInLink } from './support/inbox.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'
import { teamOf } from './support/team-data.ts'

test('an owner invites a new e-mail; the invitee accepts from the e-mailed link and joins as editor', async ({
  page,
  browser,
  request,
}) => {
  const ownerEmail = uniqueEmail('owner')
  const owner = await createOrganiser(request, ownerEmail)
  const event = await createEvent(request, { user_id: owner.id, name: 'Invite party', slug: null })
  await signInWithMagicLink(page, request, ownerEmail)
  await page.goto(`/admin/event/${event.id}/settings/team`)

  const team = page.getByRole('table', { name: 'Team members' })
  const ownerRow = team.getByRole('row').filter({ hasText: ownerEmail })
  await expect(ownerRow).toContainText('Owner')
  await expect(ownerRow).toContainText('The owner cannot be removed.')

  // Blank after trimming: nothing to send.
  const add = page.getByRole('button', { name: 'Add member' })
  const field = page.getByRole('textbox', { name: 'E-mail address' })
  await field.fill('   ')
  await expect(add).toBeDisabled()

  const invitee = uniqueEmail('invitee')
  const seen = await existingMessageIds(request, invitee)
  await field.fill(`  ${invitee} `)
  await add.click()
  await expect(page.getByText('User added or invited successfully!')).toBeVisible()
  await expect(field).toHaveValue('')
  const inviteeRow = team.getByRole('row').filter({ hasText: invitee })
  await expect(inviteeRow).toContainText('Editor')
  await expect(inviteeRow).toContainText('Pending')
  await expect(inviteeRow).toContainText(/Invitation expires on [A-Z][a-z]+ \d{1,2}, \d{4}/)
  await expect(inviteeRow).toContainText('Can be removed once the invitation expires.')
  await expect(inviteeRow.getByRole('button')).toHaveCount(0)

  // The invitee, in a browser of their own, follows the link from the inbox.
  const link = await waitForSignInLink(request, invitee, seen)
  const context = await browser.newContext()
  const guest = await context.newPage()
  await guest.goto(link)
  // The link names the event; supabase-js reads the session from the fragment and leaves an empty one.
  await expect(guest).toHaveURL(new RegExp(`/accept-invitation\\?event=${event.id}#?$`))
  await expect(guest.getByText('invited you to join the team of')).toContainText('Invite party')
  await guest.getByLabel('First name').fill('Iris')
  await guest.getByLabel('Last name').fill('Invitee')
  await guest.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(guest.getByText('Invitation accepted! Your profile has been created successfully.')).toBeVisible()
  await expect(guest).toHaveURL(/\/admin\/?$/)

  await guest.getByRole('link', { name: 'Invite party', exact: true }).click()
  await expect(guest).toHaveURL(new RegExp(`/admin/event/${event.id}/?$`))
  await guest.goto(`/admin/event/${event.id}/settings/team`)
  const asGuest = guest
    .getByRole('table', { name: 'Team members' })
    .getByRole('row')
    .filter({ hasText: 'Iris Invitee' })
  await expect(asGuest).toContainText('Editor')
  await expect(asGuest).toContainText('Active')
  await expect(guest.getByText('Only the event owner can add or remove team members.')).toBeVisible()
  await expect(guest.getByRole('button', { name: 'Add member' })).toHaveCount(0)
  await context.close()

  const memberships = await teamOf(request, event.id)
  expect(
    memberships.map(({ role, status }) => ({ role, status })).sort((a, b) => a.role.localeCompare(b.role)),
  ).toEqual([
    { role: 'editor', status: 'active' },
    { role: 'owner', status: 'active' },
  ])
})

test('the add-member form shows the server refusal as it comes', async ({ page, request }) => {
  const ownerEmail = uniqueEmail('owner')
  const owner = await createOrganiser(request, ownerEmail)
  const event = await createEvent(request, { user_id: owner.id, name: 'Typo party', slug: null })
  await signInWithMagicLink(page, request, ownerEmail)
  await page.goto(`/admin/event/${event.id}/settings/team`)

  await page.getByRole('textbox', { name: 'E-mail address' }).fill('not-an-address')
  await page.getByRole('button', { name: 'Add member' }).click()
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible()
  expect(await teamOf(request, event.id)).toHaveLength(1)
})

test('an existing user joins only by accepting, from the e-mailed link, and can leave the team', async ({
  page,
  browser,
  request,
}) => {
  const ownerEmail = uniqueEmail('owner')
  const owner = await createOrganiser(request, ownerEmail)
  const event = await createEvent(request, { user_id: owner.id, name: 'Consent party', slug: null })
  const memberEmail = uniqueEmail('existing')
  await createOrganiser(request, memberEmail)
  await signInWithMagicLink(page, request, ownerEmail)
  await page.goto(`/admin/event/${event.id}/settings/team`)

  const seen = await existingMessageIds(request, memberEmail)
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(memberEmail)
  await page.getByRole('button', { name: 'Add member' }).click()
  await expect(page.getByText('User added or invited successfully!')).toBeVisible()
  // Pending, and shown by the address typed: their profile stays private until they accept.
  const row = page.getByRole('table', { name: 'Team members' }).getByRole('row').filter({ hasText: memberEmail })
  await expect(row).toContainText('Pending')

  const context = await browser.newContext()
  const member = await context.newPage()
  await member.goto(await waitForSignInLink(request, memberEmail, seen))
  await expect(member).toHaveURL(/\/admin\/invitations#?$/)
  await expect(member.getByRole('heading', { name: 'Invitations' })).toBeVisible()
  await expect(member.getByText('invited you to join the team')).toBeVisible()
  await member.getByRole('button', { name: 'Accept Consent party' }).click()
  await expect(member.getByText('Invitation accepted')).toBeVisible()
  await expect(member).toHaveURL(new RegExp(`/admin/event/${event.id}/?$`))

  await page.reload()
  await expect(row).toContainText('Active')

  await member.goto(`/admin/event/${event.id}/settings/team`)
  await member.getByRole('button', { name: 'Leave event' }).click()
  const dialog = member.getByRole('alertdialog').or(member.getByRole('dialog'))
  await expect(dialog).toContainText('You will leave the team of Consent party.')
  await dialog.getByRole('button', { name: 'Leave' }).click()
  await expect(member.getByText('You left the event.')).toBeVisible()
  await expect(member).toHaveURL(/\/admin\/?$/)
  await expect(member.getByRole('link', { name: 'Consent party', exact: true })).toHaveCount(0)
  await context.close()

  expect((await teamOf(request, event.id)).map(({ role }) => role)).toEqual(['owner'])
})
