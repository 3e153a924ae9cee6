import { describe, expect, it } from 'vitest'
import { callApi, createSessionTeam } from '../support/api-calls.ts'
import { sql } from '../support/clients.ts'
import { addGift, addGuest } from '../support/event-fixtures.ts'
import { forgetAttempts } from '../support/guest-attempts.ts'
import { mailsTo } from '../support/inbox.ts'
import { guest } from '../support/typed-clients.ts'

// Issue 29, 'Confirmations to guests': after an RSVP or a gift reservation, a guest who gave an
// e-mail gets a short French confirmation through the outbox, sent by the real drain into the
// stack's inbox; the organisers can switch it off.

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.test`

async function answer(eventId: string, guestId: string, status: 'confirmed' | 'declined', companions: string[] = []) {
  const [{ invitation_token: token }] = await sql<{ invitation_token: string }>(
    `select invitation_token from guests where id = $1`,
    [guestId],
  )
  const opened = await guest().rpc('open_rsvp_invitation', { p_event_id: eventId, p_token: token })
  const ticket = (opened.data as { ticket: string }[])[0].ticket
  await guest()
    .rpc('submit_rsvp', {
      p_event_id: eventId,
      p_ticket: ticket,
      p_status: status,
      p_plus_ones: companions.map((name) => ({ name, age: 'adult' as const, vegetarian: false })),
    })
    .throwOnError()
  await forgetAttempts(eventId)
  return token
}

const confirmationsOf = async (eventId: string) =>
  sql<{ address: string; confirmation: Record<string, unknown> }>(
    `select address, confirmation from mail_outbox where event_id = $1 and confirmation is not null order by created_at`,
    [eventId],
  )

describe('confirmations to guests', () => {
  it('an RSVP is confirmed by e-mail, in French, with the answer and the personal link; it counts in the ledger', async () => {
    const team = await createSessionTeam()
    await sql(`update events set rsvp_deadline = '2030-05-01' where id = $1`, [team.event.id])
    const address = unique('answered')
    const id = await addGuest(team.event.id, 'Claire Martin', { email: address, maxPartySize: 3 })
    const token = await answer(team.event.id, id, 'confirmed', ['Paul Martin'])

    const sent = await callApi('send-guest-mails', { body: { eventId: team.event.id }, token: team.sessions.owner })
    expect(sent).toMatchObject({ status: 200, body: { sent: 1, failed: 0 } })
    const [mail] = await mailsTo(address)
    expect(mail.Subject).toBe('Votre réponse est bien enregistrée')
    expect(mail.Text).toContain('Bonjour Claire,')
    expect(mail.Text).toContain('Merci ! Nous avons bien reçu votre réponse pour Test wedding.')
    expect(mail.Text).toContain('Vous serez présent(e), avec Paul Martin : 2 personnes au total.')
    expect(mail.Text).toContain(
      `Vous pouvez modifier votre réponse jusqu’au 1 mai 2030 avec votre lien personnel : http://localhost:5173/${team.event.id}?invite=${token}`,
    )
    expect(mail.Text).toContain(
      `Se désabonner : http://localhost:5173/api/unsubscribe?event=${team.event.id}&token=${token}`,
    )
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from private.mail_ledger where event_id = $1 and kind = 'confirmation'`,
      [team.event.id],
    )
    expect(n).toBe(1)
  })

  it('answering again before the mail left sends one mail, with the last answer', async () => {
    const team = await createSessionTeam()
    const id = await addGuest(team.event.id, 'Hesitant', { email: unique('hesitant') })
    await answer(team.event.id, id, 'confirmed')
    await answer(team.event.id, id, 'declined')
    const rows = await confirmationsOf(team.event.id)
    expect(rows).toHaveLength(1)
    expect(rows[0].confirmation).toMatchObject({ kind: 'rsvp', status: 'declined' })
  })

  it('a gift reservation is confirmed with the gifts of the checkout and the organisers’ instructions, in one mail', async () => {
    const team = await createSessionTeam()
    await sql(`update events set "websiteSettings" = '{"giftInstructions": "Virement : FR76 1234"}' where id = $1`, [
      team.event.id,
    ])
    const vase = await addGift(team.event.id, 'Vase')
    const lamp = await addGift(team.event.id, 'Lampe')
    const address = unique('buyer')
    await guest()
      .rpc('purchase_gifts', { p_gift_ids: [vase, lamp], p_email: address.toUpperCase(), p_name: 'Bernard Dupont' })
      .throwOnError()
    await forgetAttempts(team.event.id)
    expect(
      await callApi('send-guest-mails', { body: { eventId: team.event.id }, token: team.sessions.editor }),
    ).toMatchObject({
      status: 200,
      body: { sent: 1 },
    })
    const [mail] = await mailsTo(address)
    expect(mail.Subject).toBe('Votre réservation de cadeau est bien enregistrée')
    expect(mail.Text).toContain('Bonjour Bernard,')
    expect(mail.Text).toMatch(
      /Merci ! Vous avez réservé les cadeaux « (Vase|Lampe) » et « (Vase|Lampe) » pour Test wedding\./,
    )
    expect(mail.Text).toContain('Comment l’offrir, d’après les organisateurs :\nVirement : FR76 1234')
  })

  it('organisers switch it off: no confirmation is queued, and an unsubscribed address gets none either', async () => {
    const team = await createSessionTeam()
    const { error } = await team.editor.db
      .from('events')
      .update({ guest_confirmations: false })
      .eq('id', team.event.id)
      .select('id')
      .single()
    expect(error).toBeNull()
    const id = await addGuest(team.event.id, 'Quiet', { email: unique('quiet') })
    await answer(team.event.id, id, 'confirmed')
    const gift = await addGift(team.event.id, 'Plaid')
    await guest()
      .rpc('purchase_gifts', { p_gift_ids: [gift], p_email: unique('quiet-buyer') })
      .throwOnError()
    expect(await confirmationsOf(team.event.id)).toEqual([])

    await team.editor.db.from('events').update({ guest_confirmations: true }).eq('id', team.event.id).throwOnError()
    const gone = await addGuest(team.event.id, 'Gone', { email: unique('gone') })
    const [{ invitation_token: token }] = await sql<{ invitation_token: string }>(
      `select invitation_token from guests where id = $1`,
      [gone],
    )
    await guest().rpc('unsubscribe_guest', { p_event_ref: team.event.id, p_token: token }).throwOnError()
    await answer(team.event.id, gone, 'confirmed')
    expect(await confirmationsOf(team.event.id)).toEqual([])
  })

  it('confirmations stop at the per-address cap, and the answer is saved all the same', async () => {
    const team = await createSessionTeam()
    const id = await addGuest(team.event.id, 'Busy', { email: unique('busy') })
    for (const status of ['confirmed', 'declined', 'confirmed', 'declined'] as const) {
      await answer(team.event.id, id, status)
      // Each one is taken by a drain before the next answer, so none replaces another.
      await sql(`update mail_outbox set claim = gen_random_uuid() where event_id = $1 and state = 'queued'`, [
        team.event.id,
      ])
    }
    expect(await confirmationsOf(team.event.id)).toHaveLength(3)
    const [row] = await sql<{ status: string }>(`select status::text from guests where id = $1`, [id])
    expect(row.status).toBe('declined')
  })
})
