import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import { eventSettingsKeys } from './keys'

export interface CustomDomain {
  id: string
  domain: string
}

/** SPEC §7 custom_domains "Read by event_id". */
export async function getCustomDomains(eventId: string): Promise<CustomDomain[]> {
  const { data } = await supabase
    .from('custom_domains')
    .select('id, domain')
    .eq('event_id', eventId)
    .order('created_at')
    .throwOnError()
  return data
}

export function useCustomDomains(eventId: string) {
  return useSWR(eventSettingsKeys.domains(eventId), ([, id]) => getCustomDomains(id))
}
