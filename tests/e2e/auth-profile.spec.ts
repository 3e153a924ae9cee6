import { expect, test } from '@playwright/test'
import { createNamelessAccount, requestSignInLink, rowOf } from './support/auth-fixtures.ts'
import { uniqueEmail } from './support/service-data.ts'

test('a first login without a name completes the profile, then reaches /admin', async ({ page, request }) => {
  const email = uniqueEmail('first-login')
  const { id } = await createNamelessAccount(request, email)
  await page.goto(await requestSignInLink(page, request, email))
  await expect(page).toHaveURL(/\/complete-profile$/)
  await expect(page.getByRole('heading', { name: 'Complétez votre profil' })).toBeVisible()

  await page.getByLabel('Prénom').fill('Jeanne')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Le prénom et le nom de famille sont requis.')).toBeVisible()

  await page.getByLabel('Nom de famille').fill('  Moreau ')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('JM')
  expect(await rowOf(request, `users?id=eq.${id}&select=name`)).toEqual({ name: { first: 'Jeanne', last: 'Moreau' } })
})

test('the profile guard returns to the page the user asked for', async ({ page, request }) => {
  const email = uniqueEmail('origin')
  await createNamelessAccount(request, email)
  await page.goto(await requestSignInLink(page, request, email))
  await expect(page).toHaveURL(/\/complete-profile$/)

  await page.goto('/admin/new')
  await expect(page).toHaveURL(/\/complete-profile$/)
  await page.getByLabel('Prénom').fill('Paul')
  await page.getByLabel('Nom de famille').fill('Girard')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page).toHaveURL(/\/admin\/new$/)
})

test('without a session the profile form asks to sign in again', async ({ page }) => {
  await page.goto('/complete-profile')
  await page.getByLabel('Prénom').fill('Anne')
  await page.getByLabel('Nom de famille').fill('Roux')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Impossible de trouver votre identifiant utilisateur. Veuillez vous reconnecter.' }),
  ).toBeVisible()
})
