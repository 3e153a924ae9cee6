import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import { mailingKeys } from './keys'

/** One recipient of a send, with what became of the mail and of the guest since. */
export async function getMailingRecipients(mailingId: string) {
  const { data } = await supabase
    .from('mail_outbox')
    .select(
      'id, address, state, attempts, last_error, sent_at, created_at, guest:guests(name, status, visited_at, unsubscribed_at)',
    )
    .eq('mailing_id', mailingId)
    .order('address')
    .limit(2000)
    .throwOnError()
  return data
}

export type MailingRecipient = Awaited<ReturnType<typeof getMailingRecipients>>[number]

export function useMailingRecipients(eventId: string, mailingId: string) {
  return useSWR(mailingKeys.recipients(eventId, mailingId), ([, , , id]) => getMailingRecipients(id))
}
