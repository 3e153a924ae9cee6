import { expect, test } from '@playwright/test'
import { createNamelessAccount, invite } from './support/auth-fixtures.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'
import { accessTokenOf, addMember, deleteMembershipAs, setInvitationExpiry, teamOf } from './support/team-data.ts'

const DAY = 86_400_000

test('an owner removes the members the rules allow, and reads why the others stay', async ({ page, request }) => {
  const ownerEmail = uniqueEmail('owner')
  const owner = await createOrganiser(request, ownerEmail)
  const event = await createEvent(request, { user_id: owner.id, name: 'Trim party', slug: null })
  const editorEmail = uniqueEmail('editor')
  const editor = await createOrganiser(request, editorEmail)
  await addMember(request, event.id, editor.id)
  const waitingEmail = uniqueEmail('waiting')
  const waiting = await createNamelessAccount(request, waitingEmail)
  await invite(request, event.id, waiting, new Date(Date.now() + 3 * DAY))
  const lateEmail = uniqueEmail('late')
  const late = await createNamelessAccount(request, lateEmail)
  await invite(request, event.id, late, new Date(Date.now() - DAY))

  await signInWithMagicLink(page, request, ownerEmail)
  await page.goto(`/admin/event/${event.id}/settings/team`)
  const rows = page.getByRole('table', { name: 'Team members' }).getByRole('row')
  const row = (email: string) => rows.filter({ hasText: email })

  await expect(row(ownerEmail)).toContainText('The owner cannot be removed.')
  await expect(row(waitingEmail)).toContainText('Invitation expires on')
  await expect(row(waitingEmail)).toContainText('Can be removed once the invitation expires.')
  await expect(row(lateEmail)).toContainText('Invitation expired on')
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(2)

  // Cancel leaves everyone in place.
  await row(editorEmail).getByRole('button', { name: 'Remove' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove team member?' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(row(editorEmail)).toHaveCount(1)

  await row(editorEmail).getByRole('button', { name: 'Remove' }).click()
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('User removed from team successfully')).toBeVisible()
  await expect(row(editorEmail)).toHaveCount(0)

  // The invitation is renewed behind the screen's back: the database refuses, the screen says so.
  await setInvitationExpiry(request, event.id, late.id, new Date(Date.now() + DAY))
  await row(lateEmail).getByRole('button', { name: 'Remove' }).click()
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('Failed to remove user from team')).toBeVisible()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // And the owner cannot take their own row out through the API either (EV010).
  const refused = await deleteMembershipAs(request, await accessTokenOf(page), event.id, owner.id)
  expect(refused.status).toBeGreaterThanOrEqual(400)
  expect(refused.body).toMatchObject({ code: 'EV010' })

  const left = (await teamOf(request, event.id)).map((m) => m.user_id).sort()
  expect(left).toEqual([owner.id, waiting.id, late.id].sort())
})

test('an editor sees the team but cannot remove the owner, and the database refuses too', async ({ page, request }) => {
  const ownerEmail = uniqueEmail('owner')
  const owner = await createOrganiser(request, ownerEmail)
  const event = await createEvent(request, { user_id: owner.id, name: 'Look only', slug: null })
  const editorEmail = uniqueEmail('editor')
  const editor = await createOrganiser(request, editorEmail)
  await addMember(request, event.id, editor.id)

  await signInWithMagicLink(page, request, editorEmail)
  await page.goto(`/admin/event/${event.id}/settings/team`)
  const rows = page.getByRole('table', { name: 'Team members' }).getByRole('row')
  await expect(rows.filter({ hasText: ownerEmail })).toContainText('Owner')
  await expect(rows.filter({ hasText: editorEmail })).toContainText('Editor')
  await expect(page.getByText('Only the event owner can add or remove team members.')).toBeVisible()
  await expect(page.getByRole('button', { name: /Remove/ })).toHaveCount(0)
  await expect(page.getByText('The owner cannot be removed.')).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveCount(0)

  // Straight to the database as the editor: row-level security leaves the owner's row alone.
  const attempt = await deleteMembershipAs(request, await accessTokenOf(page), event.id, owner.id)
  expect(attempt).toEqual({ status: 200, body: [] })
  expect(await teamOf(request, event.id)).toContainEqual({ user_id: owner.id, role: 'owner', status: 'active' })
})
