import type { PlusOne } from '@kernel/plus-ones'
import type { RsvpAnswers } from '@kernel/rsvp-answers'
import { callPublicRpc } from '@/lib/supabase-http'

/** Step 2: the answer; the database records the activity and tells the team. */
export async function submitRsvp(
  eventId: string,
  ticket: string,
  status: 'confirmed' | 'declined',
  plusOnes: PlusOne[],
  answers: RsvpAnswers = {},
): Promise<void> {
  await callPublicRpc('submit_rsvp', {
    p_event_id: eventId,
    p_ticket: ticket,
    p_status: status,
    p_plus_ones: status === 'confirmed' ? plusOnes.map((p) => ({ ...p, name: p.name.trim() })) : [],
    // A decline clears them in the database anyway.
    p_answers: status === 'confirmed' ? answers : {},
  })
}
