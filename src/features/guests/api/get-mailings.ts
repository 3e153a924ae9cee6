import useSWR from 'swr'
import type { Database } from '@kernel/generated/database.types'
import { supabase } from '@/lib/supabase'
import { mailingKeys } from './keys'

export type MailingSummary = Database['public']['Functions']['mailing_summaries']['Returns'][number]

/** The Messages view: each send with its counts (public.mailing_summaries, members only). */
export async function getMailings(eventId: string): Promise<MailingSummary[]> {
  const { data } = await supabase.rpc('mailing_summaries', { p_event_id: eventId }).throwOnError()
  return data
}

export function useMailings(eventId: string) {
  return useSWR(mailingKeys.list(eventId), ([, id]) => getMailings(id))
}
