import { expect, test } from '@playwright/test'
import { createNamelessAccount, invite } from './support/auth-fixtures.ts'
import { seriousViolations } from './support/axe.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'
import { addMember } from './support/team-data.ts'

test('the team page has no serious or critical axe violations, nor has its remove dialog', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('team-a11y')
  const owner = await createOrganiser(request, email)
  const event = await createEvent(request, { user_id: owner.id, name: 'Axe team', slug: null })
  const editorEmail = uniqueEmail('editor')
  await addMember(request, event.id, (await createOrganiser(request, editorEmail)).id)
  const invitee = await createNamelessAccount(request, uniqueEmail('invitee'))
  await invite(request, event.id, invitee)
  await signInWithMagicLink(page, request, email)

  await page.goto(`/admin/event/${event.id}/settings/team`)
  await expect(page.getByRole('table', { name: 'Team members' }).getByRole('row')).toHaveCount(4)
  expect(await seriousViolations(page)).toEqual([])

  const remove = page.getByRole('button', { name: /^Remove .* from the team$/ })
  await remove.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Remove team member?' })
  await expect(dialog).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(remove).toBeFocused()
})
