import { expect, test } from '@playwright/test'
import { ensureUser } from './support/auth-admin.ts'
import { e2e } from './support/e2e-env.ts'
import { existingMessageIds, waitForSignInLink } from './support/inbox.ts'

test('the landing page links to the admin', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Go to admin' })).toHaveAttribute('href', '/admin/')
})

test('an unknown path shows the French 404', async ({ page }) => {
  await page.goto('/this/page/does-not-exist')
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Accueil' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Retour' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tableau de bord' })).toBeVisible()
})

test('/admin without a session goes to /login', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Get magic link' })).toBeVisible()
})

test('a magic link from the inbox signs the organiser in', async ({ page, request }) => {
  await ensureUser(request, e2e.demoEmail)
  const seen = await existingMessageIds(request, e2e.demoEmail)

  await page.goto('/login')
  await page.getByLabel('Email').fill(e2e.demoEmail)
  await page.getByRole('button', { name: 'Get magic link' }).click()
  await expect(page.getByText('Link sent!')).toBeVisible()

  const link = await waitForSignInLink(request, e2e.demoEmail, seen)
  await page.goto(link)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible()

  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(`${e2e.appUrl}/`)
})

test('the api/ functions answer on the app origin', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.ok()).toBe(true)
  expect(await response.json()).toEqual({ ok: true })
})
