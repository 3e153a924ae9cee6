import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'
import { createGuests, guestsOf, setGuestsModule } from './support/guests-data.ts'
import { e2e } from './support/e2e-env.ts'
import { createEvent } from './support/service-data.ts'

// The public page in French, on a phone: a guest finds their name, answers with two
// accompanying guests, changes their mind later, and downloads the event for their calendar.
test.use({ timezoneId: 'Europe/Paris', viewport: { width: 390, height: 844 } })

async function weddingWithGuests(request: Parameters<typeof createEvent>[0]) {
  const slug = `rsvp-${randomUUID().slice(0, 8)}`
  const event = await createEvent(request, {
    slug,
    type: 'wedding',
    spouse1: 'Camille',
    spouse2: 'Alex',
    date: '2027-06-14T15:00:00+02:00',
  })
  await createGuests(request, [
    { event_id: event.id, name: 'Jean Dupont', max_party_size: 3 },
    // Limited to coming alone by the organisers (a guest without a limit may bring companions, issue 29).
    { event_id: event.id, name: 'Marie Lefèvre', status: 'confirmed', max_party_size: 1 },
  ])
  return { slug, eventId: event.id }
}

test('a guest answers with two accompanying guests, then changes the answer', async ({ page, request }) => {
  const { slug, eventId } = await weddingWithGuests(request)
  await page.goto(`/${slug}`)
  await page.getByRole('button', { name: 'RSVP' }).click()
  const wizard = page.getByRole('dialog', { name: 'Confirmer votre présence' })
  await expect(wizard).toContainText('Étape 1 sur 3')
  const next = wizard.getByRole('button', { name: 'Suivant' })
  await expect(next).toBeDisabled()

  // A name that is not on the list, or only part of one, reveals nothing.
  await wizard.getByLabel('Votre nom et prénom').fill('Jean')
  await next.click()
  await expect(wizard.getByRole('alert')).toHaveText(
    "Your name is not in our guest list. Please contact the organisers if it's a mistake",
  )
  await wizard.getByLabel('Votre nom et prénom').fill('  jean DUPONT ')
  await next.click()
  await expect(wizard).toContainText('Bonjour Jean Dupont !')
  expect(await seriousViolations(page)).toEqual([])
  await wizard.getByLabel('Je serai présent(e)').check()
  await expect(wizard.getByText('Votre invitation prévoit au plus 2 accompagnants.')).toBeVisible()
  await wizard.getByRole('button', { name: '+ Ajouter un accompagnant' }).click()
  await wizard.getByRole('button', { name: '+ Ajouter un accompagnant' }).click()
  // Both companions the invitation allows are there: no third row on offer.
  await expect(wizard.getByRole('button', { name: '+ Ajouter un accompagnant' })).toHaveCount(0)
  // A blank row is refused with a clear sentence, and nothing is sent.
  await wizard.getByRole('button', { name: 'Envoyer ma réponse' }).click()
  await expect(wizard.getByRole('alert')).toHaveText('Indiquez le nom de chaque accompagnant, ou retirez la ligne.')
  await wizard.getByLabel("Nom de l'accompagnant 1").fill('Sophie Dupont')
  await wizard.getByLabel("Nom de l'accompagnant 2").fill('Lucas Dupont')
  await wizard.getByLabel("Âge de l'accompagnant 2").selectOption('kid')
  await wizard.getByRole('group', { name: 'Accompagnant 2' }).getByLabel('Végétarien').check()
  await wizard.getByRole('button', { name: 'Envoyer ma réponse' }).click()
  await expect(wizard.getByRole('status')).toHaveText('Merci ! Votre présence est confirmée. À très bientôt !')

  const download = page.waitForEvent('download')
  await wizard.getByRole('button', { name: 'Ajouter à mon calendrier' }).click()
  const file = readFileSync(await (await download).path(), 'utf8')
  expect(file).toContain('SUMMARY:Camille & Alex')
  expect(file).toContain('DTSTART:20270614T130000Z')

  const [jean] = (await guestsOf(request, eventId)).filter((g) => g.name === 'Jean Dupont')
  expect(jean).toMatchObject({
    status: 'confirmed',
    number: 3,
    plus_ones: [
      { name: 'Sophie Dupont', age: 'adult', vegetarian: false },
      { name: 'Lucas Dupont', age: 'kid', vegetarian: true },
    ],
  })

  // Closing resets the wizard; coming back finds the answer, and a decline clears the party.
  await wizard.getByRole('button', { name: 'Fermer' }).click()
  await page.getByRole('button', { name: 'RSVP' }).click()
  await expect(wizard).toContainText('Étape 1 sur 3')
  await wizard.getByLabel('Votre nom et prénom').fill('Jean Dupont')
  await wizard.getByRole('button', { name: 'Suivant' }).click()
  await expect(wizard.getByLabel('Je serai présent(e)')).toBeChecked()
  await expect(wizard.getByLabel("Nom de l'accompagnant 2")).toHaveValue('Lucas Dupont')
  await wizard.getByLabel('Je ne pourrai pas venir').check()
  await wizard.getByRole('button', { name: 'Envoyer ma réponse' }).click()
  await expect(wizard.getByRole('status')).toHaveText('Merci de nous avoir prévenus.')
  await expect(wizard.getByRole('button', { name: 'Ajouter à mon calendrier' })).toHaveCount(0)
  const [declined] = (await guestsOf(request, eventId)).filter((g) => g.name === 'Jean Dupont')
  expect(declined).toMatchObject({ status: 'declined', number: 0, plus_ones: [] })
})

test('a guest the organisers invited alone is offered no companion and told why, in French', async ({ page, request }) => {
  const { slug, eventId } = await weddingWithGuests(request)
  await page.goto(`/${slug}`)
  await page.getByRole('button', { name: 'RSVP' }).click()
  const wizard = page.getByRole('dialog', { name: 'Confirmer votre présence' })
  await wizard.getByLabel('Votre nom et prénom').fill('Marie Lefèvre')
  await wizard.getByRole('button', { name: 'Suivant' }).click()
  await expect(wizard).toContainText('Bonjour Marie Lefèvre !')
  await expect(wizard.getByLabel('Je serai présent(e)')).toBeChecked()
  await expect(wizard.getByRole('group', { name: 'Vos accompagnants' })).toContainText(
    "Votre invitation ne prévoit pas d'accompagnant.",
  )
  await expect(wizard.getByRole('button', { name: '+ Ajouter un accompagnant' })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
  await wizard.getByRole('button', { name: 'Envoyer ma réponse' }).click()
  await expect(wizard.getByRole('status')).toHaveText('Merci ! Votre présence est confirmée. À très bientôt !')
  const [marie] = (await guestsOf(request, eventId)).filter((g) => g.name === 'Marie Lefèvre')
  expect(marie).toMatchObject({ status: 'confirmed', number: 1, plus_ones: [] })
})

test('a failed search says so in French, and the module switched off hides the RSVP', async ({ page, request }) => {
  const { slug, eventId } = await weddingWithGuests(request)
  await page.route('**/rest/v1/rpc/find_rsvp_guest', (route) => route.fulfill({ status: 500, json: {} }))
  await page.goto(`/${slug}`)
  await page.getByRole('button', { name: 'RSVP' }).click()
  const wizard = page.getByRole('dialog', { name: 'Confirmer votre présence' })
  await wizard.getByLabel('Votre nom et prénom').fill('Jean Dupont')
  await wizard.getByRole('button', { name: 'Suivant' }).click()
  await expect(wizard.getByRole('alert')).toHaveText('Erreur lors de la recherche.')

  await setGuestsModule(request, eventId, false)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Camille & Alex' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'RSVP' })).toHaveCount(0)
})

test("a guest's own invitation link opens the wizard at their answer", async ({ page, request }) => {
  const { slug, eventId } = await weddingWithGuests(request)
  const response = await request.get(
    `${e2e.apiUrl}/rest/v1/guests?event_id=eq.${eventId}&name=eq.Marie%20Lef%C3%A8vre&select=invitation_token`,
    { headers: { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` } },
  )
  const [{ invitation_token: token }] = (await response.json()) as { invitation_token: string }[]
  await page.goto(`/${slug}?invite=${token}`)
  const wizard = page.getByRole('dialog', { name: 'Confirmer votre présence' })
  await expect(wizard).toContainText('Étape 2 sur 3')
  await expect(wizard).toContainText('Bonjour Marie Lefèvre !')
  await expect(wizard.getByLabel('Je serai présent(e)')).toBeChecked()

  // A made-up token reveals nobody and asks for the name instead.
  await page.goto(`/${slug}?invite=not-a-token`)
  await expect(wizard.getByRole('alert')).toHaveText("Ce lien d'invitation n'est plus valable. Indiquez votre nom.")
})
