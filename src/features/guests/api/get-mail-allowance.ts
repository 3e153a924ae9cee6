import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import { readMailAllowance, type MailAllowance } from '../mail/mail-allowance'
import { mailingKeys } from './keys'

/** What the event and its account may still send today (public.guest_mail_allowance, members only). */
export async function getMailAllowance(eventId: string): Promise<MailAllowance> {
  const { data } = await supabase.rpc('guest_mail_allowance', { p_event_id: eventId }).throwOnError()
  return readMailAllowance(data)
}

export function useMailAllowance(eventId: string) {
  return useSWR(mailingKeys.allowance(eventId), ([, id]) => getMailAllowance(id))
}
