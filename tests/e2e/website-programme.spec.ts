import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'
import { createGuests, guestsOf } from './support/guests-data.ts'
import { signInWithMagicLink } from './support/magic-link-sign-in.ts'
import { createEvent, createOrganiser, uniqueEmail } from './support/service-data.ts'

// The guest site as a wedding website (issue 21): the organiser writes a programme item, a FAQ
// entry and a menu question in the website editor; a guest on a phone reads them and answers the
// menu for themselves and a plus-one; the guests list, its CSV and the overview show the answers.

test.use({ timezoneId: 'Europe/Paris' })

const SHOTS = 'test-results/website-programme'

/**
 * Opens the page with the sections' code held back until the page has painted, and returns the
 * layout shift (as CLS adds it) their arrival causes. (The swap from the server's hero to the
 * app's is measured by the Lighthouse bench on the production build, not here.)
 */
async function shiftAsSectionsArrive(page: Page, path: string): Promise<number> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/(page-extras|site-sections)-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(path)
  // The app's own hero (the server's stand-in has no buttons), with the sections still held back.
  await expect(page.getByRole('button', { name: 'RSVP' })).toBeVisible()
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  await page.evaluate(() => {
    const w = window as unknown as { shift: number }
    w.shift = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.shift += e.value
    }).observe({ type: 'layout-shift' })
  })
  release()
  await expect(page.getByRole('region', { name: 'Programme' })).toBeVisible()
  // Two frames for the entries of the sections' paint to be reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  return page.evaluate(() => (window as unknown as { shift: number }).shift)
}

test('an organiser adds a programme item, a FAQ entry and a menu question; a guest answers it on a phone', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('programme')
  const owner = await createOrganiser(request, email)
  const slug = `programme-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, {
    user_id: owner.id,
    slug,
    type: 'wedding',
    spouse1: 'Camille',
    spouse2: 'Alex',
    date: '2027-08-14T15:00:00+02:00',
    location: 'Château de la Ferté, Bourgogne',
  })
  await createGuests(request, [{ event_id: event.id, name: 'Alice Martin', max_party_size: 2 }])

  // ---------------------------------------------------------------- the organiser
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInWithMagicLink(page, request, email)
  await page.goto(`/admin/event/${event.id}/website`)
  const panel = page.getByRole('complementary', { name: 'Website settings' })
  const preview = page.getByTestId('website-preview')

  await panel.getByRole('button', { name: 'Add to programme' }).click()
  const item = panel.getByRole('group', { name: 'Programme item 1' })
  await item.getByLabel('Title').fill('Brunch')
  await item.getByLabel('Date and time').fill('2027-08-15T11:00')
  await item.getByLabel('Place').fill('La terrasse')
  await item.getByLabel('Address (optional)').fill('Château de la Ferté, 71240 Saint-Ambreuil')

  // Two information sections, the second moved above the first (the keyboard's way to reorder).
  await panel.getByRole('button', { name: 'Add a section' }).click()
  const first = panel.getByRole('group', { name: 'Section 1' })
  await first.getByLabel('Title').fill('Où dormir')
  await first.getByLabel('Text').fill('Des gîtes à *Tournus*.')
  await panel.getByRole('button', { name: 'Add a section' }).click()
  const second = panel.getByRole('group', { name: 'Section 2' })
  await second.getByLabel('Title').fill('Venir')
  await second.getByLabel('Text').fill('En train : [horaires](https://www.sncf-connect.com).')
  await panel.getByRole('button', { name: 'Move Venir up' }).click()
  await expect(preview.locator('#infos h2')).toHaveText(['Venir', 'Où dormir'])

  await panel.getByRole('button', { name: 'Add a FAQ entry' }).click()
  const faq = panel.getByRole('group', { name: 'FAQ entry 1' })
  await faq.getByLabel('Question', { exact: true }).fill('Y a-t-il un dress code ?')
  await faq.getByLabel('Answer').fill('Chic **champêtre**. <script>alert(1)</script> [Idées](javascript:alert(2))')

  await panel.getByRole('button', { name: 'Add an RSVP question' }).click()
  const question = panel.getByRole('group', { name: 'RSVP question 1' })
  await question.getByLabel('Kind').selectOption('menu')
  await question.getByLabel('Question', { exact: true }).fill('Votre menu')
  await question.getByLabel('Options (one per line)').fill('Bœuf\nPoisson\nVégétarien')
  await question.getByLabel('For each attendee').check()
  await question.getByLabel('Required').check()

  // The live preview shows the programme and the FAQ before anything is published.
  await expect(preview.getByRole('heading', { name: 'Programme' })).toBeVisible()
  await expect(preview.getByText('dimanche 15 août 2027 · 11h00')).toBeVisible()
  await expect(preview.getByText('Y a-t-il un dress code ?')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/editor-desktop.png`, fullPage: false })

  await panel.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Event updated successfully')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Publish changes' })).toBeDisabled()

  // A guest on a wide screen: the published sections, and no layout shift as they arrive.
  const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const desktop = await wide.newPage()
  expect(await shiftAsSectionsArrive(desktop, `/${slug}`)).toBeLessThanOrEqual(0.02)
  expect(await seriousViolations(desktop)).toEqual([])
  await desktop.screenshot({ path: `${SHOTS}/guest-desktop.png`, fullPage: true })
  await wide.close()

  // ---------------------------------------------------------------- a guest on a phone
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York' })
  const guest = await phone.newPage()
  // The sections arrive after the first paint, into room kept below the first screen: nothing in
  // view moves (CLS budget 0.02).
  expect(await shiftAsSectionsArrive(guest, `/${slug}`)).toBeLessThanOrEqual(0.02)
  const nav = guest.getByRole('navigation', { name: 'Sections' })
  await expect(nav.getByRole('link')).toHaveText(['Programme', 'Infos', 'FAQ', 'Lieu'])
  const infos = guest.getByRole('region', { name: 'Infos' })
  await expect(infos.getByRole('heading', { level: 2 })).toHaveText(['Venir', 'Où dormir'])
  await expect(infos.getByRole('link', { name: 'horaires' })).toHaveAttribute('rel', /noopener/)
  await expect(infos.locator('em')).toHaveText('Tournus')
  const programme = guest.getByRole('region', { name: 'Programme' })
  // The organisers' wall clock, whatever the guest's own time zone.
  await expect(programme.getByText('dimanche 15 août 2027 · 11h00')).toBeVisible()
  await expect(programme.getByRole('heading', { name: 'Brunch' })).toBeVisible()
  await expect(programme.getByRole('link', { name: 'Itinéraire vers Brunch' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Ch%C3%A2teau/,
  )
  const faqSection = guest.getByRole('region', { name: 'Questions fréquentes' })
  const answer = faqSection.getByText('Chic', { exact: false })
  await expect(answer).toBeHidden()
  await faqSection.getByText('Y a-t-il un dress code ?').click()
  await expect(answer).toBeVisible()
  await expect(faqSection.locator('strong')).toHaveText('champêtre')
  // Organiser text stays text: no script element, no javascript: link.
  await expect(faqSection.locator('script')).toHaveCount(0)
  await expect(faqSection.locator('a')).toHaveCount(0)
  await expect(faqSection).toContainText('<script>alert(1)</script>')
  // Sticky on phones: still at the top after scrolling to the FAQ.
  await nav.getByRole('link', { name: 'FAQ' }).click()
  await expect.poll(async () => (await nav.boundingBox())?.y).toBeLessThan(10)
  expect(await seriousViolations(guest)).toEqual([])
  await guest.screenshot({ path: `${SHOTS}/guest-phone.png`, fullPage: true })

  await guest.getByRole('button', { name: 'RSVP' }).click()
  const wizard = guest.getByRole('dialog', { name: 'Confirmer votre présence' })
  await wizard.getByLabel('Votre nom et prénom').fill('Alice Martin')
  await wizard.getByRole('button', { name: 'Suivant' }).click()
  await wizard.getByLabel('Je serai présent(e)').check()
  await wizard.getByRole('button', { name: '+ Ajouter un accompagnant' }).click()
  await wizard.getByLabel("Nom de l'accompagnant 1").fill('Camille Roux')
  await wizard.getByLabel('Votre menu — Alice Martin').selectOption('Bœuf')
  // The plus-one's menu is required too: sending is refused in French, naming them.
  await wizard.getByRole('button', { name: 'Envoyer ma réponse' }).click()
  await expect(wizard.getByRole('alert')).toHaveText(
    'Merci de répondre à la question « Votre menu » pour Camille Roux.',
  )
  await wizard.getByLabel('Votre menu — Camille Roux').selectOption('Poisson')
  expect(await seriousViolations(guest)).toEqual([])
  await guest.screenshot({ path: `${SHOTS}/wizard-phone.png` })
  await wizard.getByRole('button', { name: 'Envoyer ma réponse' }).click()
  await expect(wizard.getByRole('status')).toHaveText('Merci ! Votre présence est confirmée. À très bientôt !')
  const download = guest.waitForEvent('download')
  await wizard.getByRole('button', { name: 'Ajouter à mon calendrier' }).click()
  const ics = await readFile(await (await download).path(), 'utf8')
  expect(ics).toContain('DTSTART;TZID=Europe/Paris:20270815T110000')
  expect(ics).toContain('SUMMARY:Brunch – Camille & Alex')
  await phone.close()

  const [alice] = await guestsOf(request, event.id)
  expect(alice).toMatchObject({ status: 'confirmed' })

  // ---------------------------------------------------------------- the organiser reads the answers
  await page.goto(`/admin/event/${event.id}/guests`)
  await expect(page.getByRole('list', { name: 'Answers of Alice Martin' })).toHaveText(
    'Votre menu: Alice Martin: Bœuf; Camille Roux: Poisson',
  )
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile(await (await downloading).path(), 'utf8')
  const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n')
  expect(header.split(';').at(-1)).toBe('Votre menu')
  expect(row).toContain('"Alice Martin: Bœuf; Camille Roux: Poisson"')

  await page.goto(`/admin/event/${event.id}`)
  const answers = page.getByRole('region', { name: 'RSVP answers' })
  await expect(answers).toContainText('Votre menu')
  await expect(answers).toContainText('Bœuf 1 · Poisson 1 · Végétarien 0')
  expect(await seriousViolations(page)).toEqual([])
})
