import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'
import { e2e } from './support/e2e-env.ts'
import { createGifts, makeJpeg } from './support/gifts-data.ts'
import { createGuests } from './support/guests-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'
import { storedEvent } from './support/settings-data.ts'

test('the organiser drafts theme, font and background on the live preview, then publishes them to the public page', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('site')
  const owner = await createOrganiser(request, email)
  const slug = `site-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, {
    user_id: owner.id,
    slug,
    type: 'wedding',
    spouse1: 'Camille',
    spouse2: 'Alex',
  })
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/website`)
  const preview = page.getByTestId('website-preview')
  await expect(preview.getByRole('heading', { level: 1, name: 'Camille & Alex' })).toBeVisible()
  await expect(preview).toHaveClass(/\blight\b/)

  const panel = page.getByRole('complementary', { name: 'Website settings' })
  await panel.getByLabel('Dark').check()
  await expect(preview).toHaveClass(/\bdark\b/)
  await panel.getByLabel('Title font').selectOption('arizonia')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Arizonia/)

  const chooser = page.waitForEvent('filechooser')
  await panel.getByRole('button', { name: 'Upload background' }).click()
  await (
    await chooser
  ).setFiles({ name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 2400, 1600) })
  await expect(preview.locator('section').first()).toHaveCSS('background-image', /\/storage\/v1\/object\/sign\/media\//)

  // Unsaved: leaving through a tab asks first, and staying keeps the draft.
  await page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name: 'Gifts' }).click()
  const leave = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(leave).toContainText('Changes not saved')
  await leave.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/website$/)

  await page.getByRole('button', { name: 'Hide panel' }).click()
  await expect(panel).toHaveCount(0)
  await page.getByRole('button', { name: 'Edit' }).click()
  await panel.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Event updated successfully')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Publish changes' })).toBeDisabled()
  const settings = (await storedEvent(request, event.id)) as unknown as { websiteSettings: Record<string, string> }
  expect(settings.websiteSettings).toMatchObject({ theme: 'dark', titleFont: 'arizonia' })
  expect(settings.websiteSettings.bg_image).toMatch(new RegExp(`^${owner.id}/${event.id}/website/\\d+\\.webp$`))

  // A guest sees the published look, background included, from the public bucket (issue 23).
  const copy = await request.get(
    `${e2e.apiUrl}/storage/v1/object/public/public-media/${settings.websiteSettings.bg_image}`,
  )
  expect(copy.status()).toBe(200)
  const guest = await (await browser.newContext()).newPage()
  await guest.goto(`/${slug}`)
  await expect(guest.locator('html')).toHaveClass(/\bdark\b/)
  await expect(guest.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Arizonia/)
  await expect(guest.locator('main section').first()).toHaveCSS(
    'background-image',
    /\/storage\/v1\/object\/public\/public-media\//,
  )
  await guest.context().close()
})

test("the accent colour: drafted on the preview, published to the guests' page and its dialogs, the editor keeping its own", async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('accent')
  const owner = await createOrganiser(request, email)
  const slug = `accent-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, {
    user_id: owner.id,
    slug,
    type: 'wedding',
    spouse1: 'Inès',
    spouse2: 'Noé',
  })
  // Sage's 600 (kernel/accent-palettes.ts): the buttons.
  const SAGE_600 = 'rgb(4, 120, 87)'
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/website`)
  const panel = page.getByRole('complementary', { name: 'Website settings' })
  const preview = page.getByTestId('website-preview')
  const publish = panel.getByRole('button', { name: 'Publish changes' })
  await expect(panel.getByRole('radio', { name: 'Rose' })).toBeChecked()
  await expect(preview.getByRole('button', { name: 'RSVP' })).not.toHaveCSS('background-color', SAGE_600)

  await panel.getByText('Sage', { exact: true }).click()
  await expect(panel.getByRole('radio', { name: 'Sage' })).toBeChecked()
  await expect(preview.getByRole('button', { name: 'RSVP' })).toHaveCSS('background-color', SAGE_600)
  // The editor's own buttons keep the app's colour.
  await expect(publish).not.toHaveCSS('background-color', SAGE_600)
  await panel.getByLabel('Dark').check()
  await publish.click()
  await expect(page.getByText('Event updated successfully')).toBeVisible()
  const stored = (await storedEvent(request, event.id)) as unknown as { websiteSettings: Record<string, string> }
  expect(stored.websiteSettings).toMatchObject({ theme: 'dark', accent: 'sage' })

  const guest = await (await browser.newContext()).newPage()
  await guest.goto(`/${slug}`)
  await expect(guest.getByRole('button', { name: 'RSVP' })).toHaveCSS('background-color', SAGE_600)
  // The dialogs render outside the page (portals) and take the accent all the same.
  await guest.getByRole('button', { name: 'RSVP' }).click()
  const dialog = guest.getByRole('dialog')
  await dialog.getByRole('textbox').first().fill('Personne')
  await expect(dialog.getByRole('button', { name: 'Suivant' })).toHaveCSS('background-color', SAGE_600)
  expect(
    await guest.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent-400')),
  ).toBe('#34d399')
  await guest.context().close()
})

test("the contact e-mail: the owner's address at first, changed and published, then what guests write to", async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('contact')
  const owner = await createOrganiser(request, email)
  const slug = `contact-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { user_id: owner.id, slug, type: 'birthday', person: 'Léa' })
  await createGuests(request, [{ event_id: event.id, name: 'Jean Dupont' }])
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/website`)

  // Before anything is published, the field offers the owner's address, and the preview shows it.
  const panel = page.getByRole('complementary', { name: 'Website settings' })
  const field = panel.getByLabel('Contact e-mail')
  const preview = page.getByTestId('website-preview')
  await expect(field).toHaveValue(email)
  await expect(preview.locator('footer')).toContainText(`Contact : ${email}`)
  const publish = panel.getByRole('button', { name: 'Publish changes' })
  await expect(publish).toBeEnabled()

  // Not an address: said beside the field, and nothing can be published.
  await field.fill('camille@')
  await expect(panel.getByText('Please enter a valid e-mail address.')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(publish).toBeDisabled()
  expect(await seriousViolations(page)).toEqual([])

  const contact = 'lea.contact@example.org'
  await field.fill(contact)
  await expect(preview.locator('footer')).toContainText(`Contact : ${contact}`)
  await publish.click()
  await expect(page.getByText('Event updated successfully')).toBeVisible()
  await expect(publish).toBeDisabled()
  const stored = (await storedEvent(request, event.id)) as unknown as { websiteSettings: Record<string, string> }
  expect(stored.websiteSettings.contactEmail).toBe(contact)

  // A guest: the foot of the page links to it, and a name not on the list is told to write there.
  const guest = await (await browser.newContext()).newPage()
  await guest.goto(`/${slug}`)
  const link = guest.locator('footer').getByRole('link', { name: contact })
  await expect(link).toHaveAttribute('href', `mailto:${contact}`)
  await expect(guest.locator('footer')).toHaveText(`Contact : ${contact}`)
  await expect(guest.locator('body')).not.toContainText(email)
  expect(await seriousViolations(guest)).toEqual([])
  await guest.getByRole('button', { name: 'RSVP' }).click()
  const wizard = guest.getByRole('dialog', { name: 'Confirmer votre présence' })
  await wizard.getByLabel('Votre nom et prénom').fill('Paul Martin')
  await wizard.getByRole('button', { name: 'Suivant' }).click()
  await expect(wizard.getByRole('alert')).toHaveText(
    `Your name is not in our guest list. Please contact ${contact} if it's a mistake`,
  )
  await guest.context().close()
})

test("the panel stays in view while the preview scrolls down the demo wedding's long page", async ({
  page,
  request,
}) => {
  await signInWithMagicLink(page, request, e2e.demoEmail)
  await page.goto('/admin/event/e1000000-0000-4000-8000-000000000001/website')
  const preview = page.getByTestId('website-preview')
  await expect(preview.getByRole('heading', { level: 2, name: 'Liste de cadeaux' })).toBeVisible()
  const panel = page.getByRole('complementary', { name: 'Website settings' })
  const publish = panel.getByRole('button', { name: 'Publish changes' })
  const unscrolled = (await publish.boundingBox())!

  await preview.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded()
  // Far enough that a panel scrolling with the page would have left the screen.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(unscrolled.y + unscrolled.height)
  await expect(panel.getByText('Theme', { exact: true })).toBeInViewport()
  await expect(publish).toBeInViewport()
})

test("the organiser writes the gift instructions in the panel; 'Publish changes' puts them on the guests' page", async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('site')
  const owner = await createOrganiser(request, email)
  const slug = `site-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, { user_id: owner.id, slug, type: 'birthday', person: 'Léa' })
  await createGifts(request, [{ event_id: event.id, name: 'Théière', amount: 45 }])
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/website`)
  const panel = page.getByRole('complementary', { name: 'Website settings' })
  const preview = page.getByTestId('website-preview')
  await expect(preview.getByRole('heading', { name: 'Liste de cadeaux' })).toBeVisible()
  await expect(preview).not.toContainText('Comment offrir')

  const field = panel.getByLabel('Gift instructions')
  await expect(field).toHaveAttribute('maxlength', '1000')
  await field.fill('  Virement : FR76 3000 6000 0112 3456 7890 189\nOu apportez-le le jour J.\n')
  await expect(panel).toContainText('1000 characters')
  // The preview shows the draft at once.
  await expect(preview).toContainText('Comment offrir')
  await expect(preview).toContainText('Ou apportez-le le jour J.')
  await panel.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Event updated successfully')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Publish changes' })).toBeDisabled()
  const stored = (await storedEvent(request, event.id)) as unknown as { websiteSettings: Record<string, string> }
  expect(stored.websiteSettings.giftInstructions).toBe(
    'Virement : FR76 3000 6000 0112 3456 7890 189\nOu apportez-le le jour J.',
  )

  const guest = await (await browser.newContext()).newPage()
  await guest.goto(`/${slug}#gifts`)
  await expect(guest.getByRole('region', { name: 'Liste de cadeaux' })).toContainText(
    'Virement : FR76 3000 6000 0112 3456 7890 189',
  )
  await guest.context().close()

  // Emptied and published again, they are gone from the page.
  await field.fill('')
  await panel.getByRole('button', { name: 'Publish changes' }).click()
  await expect(panel.getByRole('button', { name: 'Publish changes' })).toBeDisabled()
  await expect(preview).not.toContainText('Comment offrir')
  const emptied = (await storedEvent(request, event.id)) as unknown as { websiteSettings: Record<string, string> }
  expect(emptied.websiteSettings).not.toHaveProperty('giftInstructions')
})
