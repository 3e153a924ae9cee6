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
  await invite(request, event.id, invitee.id, expiresAt)
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
