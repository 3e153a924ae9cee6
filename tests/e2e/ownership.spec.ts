import { expect, test } from '@playwright/test'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'
import { addMember, teamOf } from './support/team-data.ts'

test('an editor sees neither the delete card nor Delete in the dashboard menu', async ({ page, request }) => {
  const owner = await createOrganiser(request, uniqueEmail('owner'))
  const event = await createEvent(request, { user_id: owner.id, name: 'Not yours to delete', slug: null })
  const editorEmail = uniqueEmail('editor')
  const editor = await createOrganiser(request, editorEmail)
  await addMember(request, event.id, editor.id)

  await signInWithMagicLink(page, request, editorEmail)
  await page.getByRole('button', { name: 'Actions for Not yours to delete' }).click()
  await expect(page.getByRole('menuitem', { name: 'Event settings' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await page.goto(`/admin/event/${event.id}/settings/general`)
  await expect(page.getByRole('region', { name: 'Event ID' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Delete event' })).toHaveCount(0)
})

test('the owner makes an editor the owner and stays on the team as an editor', async ({ page, request }) => {
  const ownerEmail = uniqueEmail('owner')
  const owner = await createOrganiser(request, ownerEmail)
  const event = await createEvent(request, { user_id: owner.id, name: 'Handover party', slug: null })
  const editorEmail = uniqueEmail('editor')
  const editor = await createOrganiser(request, editorEmail)
  await addMember(request, event.id, editor.id)

  await signInWithMagicLink(page, request, ownerEmail)
  await page.goto(`/admin/event/${event.id}/settings/team`)
  const row = (email: string) =>
    page.getByRole('table', { name: 'Team members' }).getByRole('row').filter({ hasText: email })
  await row(editorEmail)
    .getByRole('button', { name: /^Make .* the owner$/ })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('The current owner stays on the team as an editor.')
  await dialog.getByRole('button', { name: 'Make owner' }).click()
  await expect(page.getByText('is now the owner of this event')).toBeVisible()
  await expect(row(editorEmail)).toContainText('Owner')
  await expect(row(ownerEmail)).toContainText('Editor')
  // No longer the owner: the team screen turns read-only for them.
  await expect(page.getByText('Only the event owner can add or remove team members.')).toBeVisible()
  const team = await teamOf(request, event.id)
  expect(team.find((m) => m.user_id === editor.id)?.role).toBe('owner')
  expect(team.find((m) => m.user_id === owner.id)?.role).toBe('editor')
})
