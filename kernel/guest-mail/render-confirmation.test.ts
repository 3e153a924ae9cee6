import { describe, expect, it } from 'vitest'
import { frenchList, readConfirmation, renderConfirmation } from './render-confirmation'

const event = {
  name: null,
  type: 'wedding',
  spouse1: 'Camille',
  spouse2: 'Alex',
  person: null,
  date: '2027-06-12T14:00:00Z',
  location: 'Lyon',
  rsvp_deadline: '2027-05-01',
}

describe('confirmations to guests', () => {
  it('says the answer, the party and the personal link to change it until the deadline', () => {
    const mail = renderConfirmation({
      event,
      recipientName: 'Léa Martin',
      confirmation: { kind: 'rsvp', status: 'confirmed', number: 3, companions: ['Paul', 'Zoé'] },
      rsvpUrl: 'https://site.test/e1?invite=abc',
      unsubscribeUrl: 'https://site.test/api/unsubscribe?event=e1&token=abc',
    })
    expect(mail.subject).toBe('Votre réponse est bien enregistrée')
    expect(mail.text).toContain('Bonjour Léa,')
    expect(mail.text).toContain('Merci ! Nous avons bien reçu votre réponse pour Camille & Alex.')
    expect(mail.text).toContain('Vous serez présent(e), avec Paul et Zoé : 3 personnes au total.')
    expect(mail.text).toContain(
      'Vous pouvez modifier votre réponse jusqu’au 1 mai 2027 avec votre lien personnel : https://site.test/e1?invite=abc',
    )
    expect(mail.text).toContain('Se désabonner : https://site.test/api/unsubscribe?event=e1&token=abc')
    expect(mail.html).toContain('<a href="https://site.test/e1?invite=abc"')
  })

  it('a decline, and a gift reservation with the instructions, escaped in the HTML', () => {
    const declined = renderConfirmation({
      event: { ...event, rsvp_deadline: null },
      recipientName: 'Marc',
      confirmation: { kind: 'rsvp', status: 'declined', number: 1, companions: [] },
      rsvpUrl: 'https://site.test/e1?invite=x',
      unsubscribeUrl: null,
    })
    expect(declined.text).toContain('Vous ne pourrez pas venir : c’est bien noté.')
    expect(declined.text).toContain('Vous pouvez modifier votre réponse avec votre lien personnel')
    expect(declined.text).not.toContain('Se désabonner')

    const gift = renderConfirmation({
      event: { ...event, gift_instructions: 'Virement <IBAN>\nMerci' },
      recipientName: 'Bernard <b>',
      confirmation: { kind: 'gift', gifts: ['Vase', 'Lampe', 'Plaid'] },
      rsvpUrl: null,
      unsubscribeUrl: null,
    })
    expect(gift.subject).toBe('Votre réservation de cadeau est bien enregistrée')
    expect(gift.text).toContain(
      'Merci ! Vous avez réservé les cadeaux « Vase », « Lampe » et « Plaid » pour Camille & Alex.',
    )
    expect(gift.text).toContain('Comment l’offrir, d’après les organisateurs :\nVirement <IBAN>\nMerci')
    expect(gift.html).toContain('Virement &lt;IBAN&gt;<br>Merci')
    expect(gift.html).not.toContain('<b>')
  })

  it('reads only what the database queues', () => {
    expect(readConfirmation({ kind: 'gift', gifts: ['A', 3, ''] })).toEqual({ kind: 'gift', gifts: ['A'] })
    expect(readConfirmation({ kind: 'other' })).toBeNull()
    expect(readConfirmation(null)).toBeNull()
    expect(frenchList(['a'])).toBe('a')
  })
})
