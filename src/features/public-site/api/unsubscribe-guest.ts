import { callPublicRpc } from '@/lib/public-rpc'

/**
 * The guest's 'Se désabonner' link: public.unsubscribe_guest stops this event's mails to the
 * guest whose invitation token it carries. Resolves with the event's name, or null for a link
 * that names nobody.
 */
export async function unsubscribeGuest(eventRef: string, token: string): Promise<{ eventName: string } | null> {
  const rows = await callPublicRpc<{ event_name: string }[]>('unsubscribe_guest', {
    p_event_ref: eventRef,
    p_token: token,
  })
  return rows.length ? { eventName: rows[0].event_name } : null
}
