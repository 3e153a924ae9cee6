import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { createNamelessAccount, invite, requestSignInLink, rowOf } from './support/auth-fixtures.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

const EXPIRED = 'This invitation link has expired. Please contact the event organizer to receive a new invitation.'

/** An invitee (no name, one pending membership) signed in through the e-mailed link. */
async function signInInvitee(page: Page, request: APIRequestContext, expiresAt?: Date) {
  const owner = await createOrganiser(request, uniqueEmail('owner'))
  const event = await createEvent(request, { name: 'Invitation party', user_id: owner.id })
  const email = uniqueEmail('invitee')
  const invitee = await createNamelessAccount(request, email)
  await invite(request, event.id, invitee, expiresAt)
  await page.goto(await requestSignInLink(page, request, email))
  await expect(page).toHaveURL(/\/accept-invitation$/)
  return { eventId: event.id, userId: invitee.id }
}

test('an invited user accepts with a name and lands on /admin as a member', async ({ page, request }) => {
  const { eventId, userId } = await signInInvitee(page, request)
  await page.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(page.getByText('First name and last name are required.')).toBeVisible()

  await page.getByLabel('First name').fill('Hugo')
  await page.getByLabel('Last name').fill('Bernard')
  await page.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(page.getByText('Invitation accepted! Your profile has been created successfully.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/?$/)
  const membership = await rowOf(request, `event_users?event_id=eq.${eventId}&user_id=eq.${userId}&select=status`)
  expect(membership).toEqual({ status: 'active' })
})

test('an invitee answers the invitation shown, and no other', async ({ page, request }) => {
  const first = await createEvent(request, {
    name: 'Unseen party',
    user_id: (await createOrganiser(request, uniqueEmail('owner'))).id,
  })
  const email = uniqueEmail('invitee')
  const invitee = await createNamelessAccount(request, email)
  await invite(request, first.id, invitee)
  const second = await createEvent(request, {
    name: 'Chosen party',
    user_id: (await createOrganiser(request, uniqueEmail('owner'))).id,
  })
  await invite(request, second.id, invitee)

  await page.goto(await requestSignInLink(page, request, email))
  await expect(page).toHaveURL(/\/accept-invitation$/)
  await expect(page.getByText('invited you to join the team of')).toContainText('Chosen party')
  await page.getByLabel('First name').fill('Hugo')
  await page.getByLabel('Last name').fill('Bernard')
  await page.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  const statusIn = (eventId: string) =>
    rowOf(request, `event_users?event_id=eq.${eventId}&user_id=eq.${invitee.id}&select=status`)
  expect(await statusIn(second.id)).toEqual({ status: 'active' })
  expect(await statusIn(first.id)).toEqual({ status: 'pending' })

  // The other invitation waits, unanswered, with the user's other invitations.
  await page.goto('/admin/invitations')
  await expect(page.getByRole('button', { name: 'Accept Unseen party' })).toBeVisible()
})

test('rejecting one of two invitations keeps the account and shows the other', async ({ page, request }) => {
  const email = uniqueEmail('invitee')
  const invitee = await createNamelessAccount(request, email)
  for (const name of ['Kept party', 'Declined party']) {
    const owner = await createOrganiser(request, uniqueEmail('owner'))
    await invite(request, (await createEvent(request, { name, user_id: owner.id })).id, invitee)
  }
  await page.goto(await requestSignInLink(page, request, email))
  const shown = page.getByText('invited you to join the team of')
  await expect(shown).toContainText('Declined party')
  await page.getByRole('button', { name: 'Reject invitation' }).click()
  await expect(page.getByText('Invitation rejected.', { exact: true })).toBeVisible()
  await expect(shown).toContainText('Kept party')
  await expect(page).toHaveURL(/\/accept-invitation$/)
  expect(await rowOf(request, `users?id=eq.${invitee.id}&select=id`)).toEqual({ id: invitee.id })
})

test('an invited user who rejects loses the account and is signed out', async ({ page, request }) => {
  const { userId } = await signInInvitee(page, request)
  await page.getByRole('button', { name: 'Reject invitation' }).click()
  await expect(page.getByText('Invitation rejected. Your account has been deleted.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(await rowOf(request, `users?id=eq.${userId}&select=id`)).toBeNull()
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login$/)
})

test('an expired invitation says so', async ({ page, request }) => {
  await signInInvitee(page, request, new Date(Date.now() - 60_000))
  await page.getByLabel('First name').fill('Hugo')
  await page.getByLabel('Last name').fill('Bernard')
  await page.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(page.getByText(EXPIRED)).toBeVisible()
  await expect(page).toHaveURL(/\/accept-invitation$/)
})
