import { PARTY_SIZE_BOUNDS } from '@kernel/party-size'
import { plusOnesOf, type PlusOne } from '@kernel/plus-ones'
import { readRsvpAnswers, type RsvpAnswers } from '@kernel/rsvp-answers'
import { callPublicRpc } from '@/lib/supabase-http'

/** The guest a name (or an invitation link) found, with the ticket that lets step 2 answer. */
export interface RsvpGuest {
  id: string
  name: string
  status: 'pending' | 'confirmed' | 'declined'
  plus_ones: PlusOne[]
  /** The most people the invitation covers, the guest included. */
  max_party_size: number
  /** The answers to the RSVP questions given last time (the personal link only; by name, none). */
  rsvp_answers: RsvpAnswers
  ticket: string
  /** How the guest was found: by name, the stored answers are not shown (issue 28 G2). */
  via: 'name' | 'link'
}

type Row = Omit<RsvpGuest, 'plus_ones' | 'max_party_size' | 'rsvp_answers' | 'via'> & {
  plus_ones: unknown
  max_party_size?: unknown
  rsvp_answers?: unknown
}

const toGuest = (rows: Row[], via: RsvpGuest['via']): RsvpGuest | null => {
  const row = rows[0]
  if (!row) return null
  // The database refuses a party past the allowance anyway; an answer without one offers the most.
  const allowed = typeof row.max_party_size === 'number' ? row.max_party_size : PARTY_SIZE_BOUNDS.max
  return {
    ...row,
    plus_ones: plusOnesOf(row.plus_ones),
    max_party_size: allowed,
    rsvp_answers: readRsvpAnswers(row.rsvp_answers),
    via,
  }
}

// The two ways to the guest an RSVP answers for share their answer's shape, so they share a file.

/** Step 1: the guest whose whole name this is (any case); null when the list has nobody by that name. */
export async function findRsvpGuest(eventId: string, name: string): Promise<RsvpGuest | null> {
  return toGuest(await callPublicRpc<Row[]>('find_rsvp_guest', { p_event_id: eventId, p_name: name.trim() }), 'name')
}

/** An invitation link (`?invite=…`) names the guest directly. */
export async function openRsvpInvitation(eventId: string, token: string): Promise<RsvpGuest | null> {
  return toGuest(await callPublicRpc<Row[]>('open_rsvp_invitation', { p_event_id: eventId, p_token: token }), 'link')
}
