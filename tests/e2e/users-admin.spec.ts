import { expect, test } from '@playwright/test'
import { makeGlobalAdmin } from './support/admin-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createOrganiser, uniqueEmail } from './support/service-data.ts'
import { userExists } from './support/team-data.ts'

async function signInAsAdmin(
  page: Parameters<typeof signInWithMagicLink>[0],
  request: Parameters<typeof signInWithMagicLink>[1],
) {
  const email = uniqueEmail('admin')
  const me = await createOrganiser(request, email)
  await makeGlobalAdmin(request, me.id)
  await signInWithMagicLink(page, request, email)
  await page.getByRole('banner').getByRole('link', { name: 'Users' }).click()
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
  return email
}

test('an admin adds a user, who can then sign in with the magic link', async ({ page, browser, request }) => {
  await signInAsAdmin(page, request)
  await page.getByRole('button', { name: 'Add user' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add user' })

  // Every field is required, and the e-mail must be one.
  await dialog.getByRole('button', { name: 'Add user' }).click()
  await expect(dialog.getByText('First name is required.')).toBeVisible()
  await expect(dialog.getByText('Last name is required.')).toBeVisible()
  await expect(dialog.getByText('E-mail is required.')).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toBeFocused()
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email')

  const email = uniqueEmail('newcomer')
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Noé')
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Nouveau')
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('newcomer@')
  await dialog.getByRole('button', { name: 'Add user' }).click()
  await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(` ${email.toUpperCase()} `)
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('user')
  await dialog.getByRole('button', { name: 'Add user' }).click()

  await expect(page.getByText('User created successfully')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Noé Nouveau')
  await expect(row).toContainText('User')

  // The newcomer signs in from a browser of their own, straight to the dashboard (name known).
  const context = await browser.newContext()
  const newcomer = await context.newPage()
  await signInWithMagicLink(newcomer, request, email)
  await expect(newcomer.getByRole('region', { name: 'Events' })).toBeVisible()
  await expect(newcomer.getByRole('banner').getByRole('link', { name: 'Users' })).toHaveCount(0)
  await context.close()
})

test('an admin edits and deletes users, but neither deletes nor demotes themselves', async ({ page, request }) => {
  const otherEmail = uniqueEmail('other')
  await createOrganiser(request, otherEmail)
  const myEmail = await signInAsAdmin(page, request)
  const rows = page.getByRole('table', { name: 'Users' }).getByRole('row')
  const row = (email: string) => rows.filter({ hasText: email })

  // Oneself: no delete, and the role stays admin.
  await expect(page.getByText('You cannot delete your own account or remove your own admin role.')).toBeVisible()
  await expect(row(myEmail)).toContainText('(you)')
  await expect(row(myEmail).getByRole('button', { name: 'Delete' })).toBeDisabled()
  await row(myEmail).getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit user' })
  await expect(edit.getByText('You cannot remove your own admin role.')).toBeVisible()
  await expect(edit.getByRole('combobox', { name: 'Role' })).toHaveCount(0)
  await edit.getByRole('button', { name: 'Cancel' }).click()

  // Someone else: rename and promote.
  await row(otherEmail).getByRole('button', { name: 'Edit' }).click()
  await expect(edit.getByRole('textbox', { name: 'First name' })).toHaveValue('Nora')
  await edit.getByRole('textbox', { name: 'First name' }).fill('Nadia')
  await edit.getByRole('combobox', { name: 'Role' }).selectOption('admin')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('User updated successfully')).toBeVisible()
  await expect(row(otherEmail)).toContainText('Nadia Tester')
  await expect(row(otherEmail)).toContainText('Admin')

  // Adding an address already in use fails with the screen's message and the reason.
  await page.getByRole('button', { name: 'Add user' }).click()
  const add = page.getByRole('dialog', { name: 'Add user' })
  await add.getByRole('textbox', { name: 'First name' }).fill('Dup')
  await add.getByRole('textbox', { name: 'Last name' }).fill('Licate')
  await add.getByRole('textbox', { name: 'E-mail' }).fill(otherEmail)
  await add.getByRole('button', { name: 'Add user' }).click()
  await expect(page.getByText('Error saving user')).toBeVisible()
  await expect(page.getByText('Error creating user: A user with this e-mail address already exists.')).toBeVisible()
  await add.getByRole('button', { name: 'Cancel' }).click()

  // Delete asks first.
  await row(otherEmail).getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete user?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(row(otherEmail)).toHaveCount(1)
  await row(otherEmail).getByRole('button', { name: 'Delete' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('User deleted successfully')).toBeVisible()
  await expect(row(otherEmail)).toHaveCount(0)
  expect(await userExists(request, otherEmail)).toBe(false)
})

test('a non-admin never sees the users screen', async ({ page, request }) => {
  const email = uniqueEmail('plain')
  await createOrganiser(request, email)
  await signInWithMagicLink(page, request, email)
  await page.goto('/admin/users')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('region', { name: 'Events' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Users' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0)
})
