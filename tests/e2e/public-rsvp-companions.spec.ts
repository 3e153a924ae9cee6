import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { createGuests, guestsOf } from './support/guests-data.ts'
import { e2e } from './support/e2e-env.ts'
import { createEvent } from './support/service-data.ts'

// Issue 29 on a phone: a guest the organisers typed in alone brings a companion (SPEC §2), the
// menu is chosen for both, two guests of one name are sent to their personal link, and after a
// validation error the error and the buttons stay in view.
test.use({ timezoneId: 'Europe/Paris', viewport: { width: 390, height: 844 } })

const headers = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }
const MENU = randomUUID()

async function wedding(request: APIRequestContext, siteContent: Record<string, unknown> = {}) {
  const slug = `companions-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, {
    slug,
    type: 'wedding',
    spouse1: 'Camille',
    spouse2: 'Alex',
    date: '2027-06-14T15:00:00+02:00',
  })
  const response = await request.patch(`${e2e.apiUrl}/rest/v1/events?id=eq.${event.id}`, {
    headers,
    data: { siteContent },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return { slug, eventId: event.id }
}

async function answers(request: APIRequestContext, eventId: string) {
  const response = await request.get(
    `${e2e.apiUrl}/rest/v1/guests?event_id=eq.${eventId}&select=name,status,number,plus_ones,rsvp_answers`,
    { headers },
  )
  return (await response.json()) as { name: string; status: string; number: number; rsvp_answers: unknown }[]
}

async function openByName(page: import('@playwright/test').Page, slug: string, name: string) {
  await page.goto(`/${slug}`)
  await page.getByRole('button', { name: 'RSVP' }).click()
  const wizard = page.getByRole('dialog', { name: 'Confirmer votre présence' })
  await wizard.getByLabel('Votre nom et prénom').fill(name)
  await wizard.getByRole('button', { name: 'Suivant' }).click()
  return wizard
}

test('a guest typed in alone confirms with one accompanying guest: stored confirmed, number 2', async ({
  page,
  request,
}) => {
  const { slug, eventId } = await wedding(request)
  // As organisers type names: no allowed party size of the guest's own, the event's default unset.
  await createGuests(request, [{ event_id: eventId, name: 'Jeanne Seule' }])
  const wizard = await openByName(page, slug, 'jeanne seule')
  await expect(wizard).toContainText('Bonjour Jeanne Seule !')
  await wizard.getByLabel('Je serai présent(e)').check()
  await expect(wizard.getByText("Votre invitation ne prévoit pas d'accompagnant.")).toHaveCount(0)
  await wizard.getByRole('button', { name: '+ Ajouter un accompagnant' }).click()
  await wizard.getByLabel("Nom de l'accompagnant 1").fill('Pierre Martin')
  await wizard.getByRole('button', { name: 'Envoyer ma réponse' }).click()
  await expect(wizard.getByRole('status')).toHaveText('Merci ! Votre présence est confirmée. À très bientôt !')
  const [jeanne] = await guestsOf(request, eventId)
  expect(jeanne).toMatchObject({
    status: 'confirmed',
    number: 2,
    plus_ones: [{ name: 'Pierre Martin', age: 'adult', vegetarian: false }],
  })
})

test('the menu is answered for the guest and their companion', async ({ page, request }) => {
  const { slug, eventId } = await wedding(request, {
    questions: [
      {
        id: MENU,
        kind: 'menu',
        label: 'Votre menu',
        per: 'attendee',
        required: true,
        options: ['Bœuf', 'Poisson', 'Végétarien'],
      },
    ],
  })
  await createGuests(request, [{ event_id: eventId, name: 'Luc Menu' }])
  const wizard = await openByName(page, slug, 'Luc Menu')
  await wizard.getByLabel('Je serai présent(e)').check()
  await wizard.getByRole('button', { name: '+ Ajouter un accompagnant' }).click()
  await wizard.getByLabel("Nom de l'accompagnant 1").fill('Léa Menu')
  await wizard.getByLabel('Votre menu — Luc Menu').selectOption('Bœuf')
  await wizard.getByLabel('Votre menu — Léa Menu').selectOption('Végétarien')
  await wizard.getByRole('button', { name: 'Envoyer ma réponse' }).click()
  await expect(wizard.getByRole('status')).toHaveText('Merci ! Votre présence est confirmée. À très bientôt !')
  expect(await answers(request, eventId)).toEqual([
    expect.objectContaining({
      name: 'Luc Menu',
      status: 'confirmed',
      number: 2,
      rsvp_answers: { [MENU]: ['Bœuf', 'Végétarien'] },
    }),
  ])

  // Found by name again, the stored answers are not shown (issue 28 G2): the guest answers anew.
  await wizard.getByRole('button', { name: 'Fermer' }).click()
  const again = await openByName(page, slug, 'Luc Menu')
  await expect(again.getByLabel('Je serai présent(e)')).toBeChecked()
  await expect(again.getByText(/Vos réponses précédentes ne s’affichent qu’avec le lien personnel/)).toBeVisible()
  await expect(again.getByLabel('Votre menu — Luc Menu')).toHaveValue('')
  await expect(again.getByLabel('Votre menu — Léa Menu')).toHaveValue('')
  // The personal link shows them back.
  const [{ invitation_token }] = (await (
    await request.get(`${e2e.apiUrl}/rest/v1/guests?event_id=eq.${eventId}&select=invitation_token`, { headers })
  ).json()) as { invitation_token: string }[]
  await page.goto(`/${slug}?invite=${invitation_token}`)
  const linked = page.getByRole('dialog', { name: 'Confirmer votre présence' })
  await expect(linked.getByLabel('Votre menu — Luc Menu')).toHaveValue('Bœuf')
  await expect(linked.getByLabel('Votre menu — Léa Menu')).toHaveValue('Végétarien')
  await expect(linked.getByText(/Vos réponses précédentes/)).toHaveCount(0)
})

test('two guests of one name: the RSVP by name says so in French and points to the personal link', async ({
  page,
  request,
}) => {
  const { slug, eventId } = await wedding(request)
  await createGuests(request, [
    { event_id: eventId, name: 'Claire Martin', plus_ones: [{ name: 'Paul', age: 'adult', vegetarian: false }] },
    { event_id: eventId, name: 'claire martin' },
  ])
  const wizard = await openByName(page, slug, 'Claire Martin')
  await expect(wizard.getByRole('alert')).toHaveText(
    'Plusieurs invités portent ce nom. Pour répondre, ouvrez le lien personnel reçu avec votre invitation, ou contactez les organisateurs.',
  )
  await expect(wizard).toContainText('Étape 1 sur 3')
  await expect(wizard.getByText('Paul')).toHaveCount(0)
})

test('on a phone, after a validation error the error and both buttons are in view', async ({ page, request }) => {
  const questions = Array.from({ length: 6 }, (_, i) => ({
    id: randomUUID(),
    kind: 'text',
    label: `Question ${i + 1}`,
    per: 'party',
    required: false,
  }))
  const { slug, eventId } = await wedding(request, { questions })
  await createGuests(request, [{ event_id: eventId, name: 'Paul Long' }])
  const wizard = await openByName(page, slug, 'Paul Long')
  await wizard.getByLabel('Je serai présent(e)').check()
  for (let i = 0; i < 3; i++) await wizard.getByRole('button', { name: '+ Ajouter un accompagnant' }).click()
  // The first companion's name left blank: refused before anything is sent.
  await wizard.getByLabel("Nom de l'accompagnant 2").fill('Anne')
  await wizard.getByLabel("Nom de l'accompagnant 3").fill('Marc')
  await wizard.getByRole('button', { name: 'Envoyer ma réponse' }).click()
  const alert = wizard.getByRole('alert')
  await expect(alert).toHaveText('Indiquez le nom de chaque accompagnant, ou retirez la ligne.')
  await expect(alert).toBeInViewport({ ratio: 1 })
  await expect(wizard.getByRole('button', { name: 'Envoyer ma réponse' })).toBeInViewport({ ratio: 1 })
  await expect(wizard.getByRole('button', { name: 'Retour' })).toBeInViewport({ ratio: 1 })
  await page.screenshot({ path: '/tmp/h2-rsvp-phone-error.png' })
  // Scrolling the step back to its top keeps them there.
  await wizard.evaluate((panel) => panel.scrollTo(0, 0))
  await expect(wizard.getByRole('button', { name: 'Envoyer ma réponse' })).toBeInViewport({ ratio: 1 })
  await expect(alert).toBeInViewport({ ratio: 1 })
  await page.screenshot({ path: '/tmp/h2-rsvp-phone-error-top.png' })
})
