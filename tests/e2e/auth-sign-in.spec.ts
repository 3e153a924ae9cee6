import { expect, test } from '@playwright/test'
import { createNamelessAccount, requestSignInLink } from './support/auth-fixtures.ts'
import { createOrganiser, uniqueEmail } from './support/service-data.ts'
import { e2e } from './support/e2e-env.ts'

test('an unknown e-mail is refused with Access denied', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(uniqueEmail('stranger'))
  await page.getByRole('button', { name: 'Get magic link' }).click()
  await expect(page.getByText('Access denied')).toBeVisible()
  await expect(page.getByText('This email is not authorized to access the admin panel.')).toBeVisible()
  // No countdown after a refusal: the user may fix a typo at once.
  await expect(page.getByRole('button', { name: 'Get magic link' })).toBeEnabled()
})

test('a sent link disables the button with a visible countdown', async ({ page, request }) => {
  const email = uniqueEmail('countdown')
  await createNamelessAccount(request, email)
  // Typed in capitals: the address is lowercased before the link is requested.
  await requestSignInLink(page, request, email.toUpperCase())
  await expect(page.getByText('Please check your email for the login link.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Get magic link' })).toBeDisabled()
  const countdown = page.getByText(/You can request a new link in \d+ s\./)
  await expect(countdown).toHaveText(/in (60|59|58) s\./)
  await expect(countdown).not.toHaveText(/in (60|59|58) s\./, { timeout: 5_000 })

  // After a reload the page has forgotten; the server has not, and its wait restarts the countdown.
  // (The test stack allows a link a second, so GoTrue's answer for a minute's wait is played here.)
  await page.route('**/auth/v1/otp*', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 429,
        error_code: 'over_email_send_rate_limit',
        msg: 'For security purposes, you can only request this after 53 seconds.',
      }),
    }),
  )
  await page.reload()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Get magic link' }).click()
  await expect(page.getByText('An error occurred while sending the magic link.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Get magic link' })).toBeDisabled()
  await expect(countdown).toHaveText(/in 5[23] s\./)
})

test('the tab that asked for the link says Successfully logged in; /login then redirects', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('two-tabs')
  await createOrganiser(request, email)
  const link = await requestSignInLink(page, request, email)

  // The e-mail is opened in another tab, which signs in and goes on to /admin.
  const mailTab = await context.newPage()
  await mailTab.goto(link)
  await expect(mailTab).toHaveURL(/\/admin\/?$/)

  await expect(page.getByRole('heading', { name: 'Successfully logged in' })).toBeVisible()
  await expect(page.getByText('You can close this tab.')).toBeVisible()

  await page.goto('/login')
  await expect(page).toHaveURL(/\/admin\/?$/)
})

test('/auth/callback shows Processing login... and sends a session to /admin', async ({ page, request }) => {
  const email = uniqueEmail('callback')
  await createOrganiser(request, email)
  const link = await requestSignInLink(page, request, email)
  await page.goto(link)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/auth/callback')
  await expect(page).toHaveURL(/\/admin\/?$/)
})

test('the avatar menu logs out to / and works from the keyboard', async ({ page, request }) => {
  const email = uniqueEmail('logout')
  await createOrganiser(request, email)
  await page.goto(await requestSignInLink(page, request, email))
  await expect(page).toHaveURL(/\/admin\/?$/)

  const avatar = page.getByRole('button', { name: 'Account menu' })
  await expect(avatar).toHaveText('NT')
  await avatar.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  await expect(avatar).toBeFocused()

  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login$/)
})

test("the README's way: the link is opened from the local inbox's web page, in a new tab", async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('inbox-page')
  await createOrganiser(request, email)
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Get magic link' }).click()
  await expect(page.getByText('Link sent!')).toBeVisible()

  const inbox = await context.newPage()
  await inbox.goto(e2e.inboxUrl)
  await inbox.getByRole('button', { name: new RegExp(`Your sign-in link\\s*${email}`) }).click()
  const opened = context.waitForEvent('page')
  await inbox.frameLocator('iframe[title="Message body"]').getByRole('link', { name: 'Sign in' }).click()
  const app = await opened
  await expect(app).toHaveURL(/\/admin\/?$/)
})
