import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { existingMessageIds, waitForSignInLink } from './inbox.ts'

/** Signs in as a real organiser would: /login, then the link e-mailed to the local inbox. */
export async function signInWithMagicLink(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const seen = await existingMessageIds(request, email)
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Get magic link' }).click()
  await expect(page.getByText('Link sent!')).toBeVisible()
  await page.goto(await waitForSignInLink(request, email, seen))
  await expect(page).toHaveURL(/\/admin\/?$/)
}
