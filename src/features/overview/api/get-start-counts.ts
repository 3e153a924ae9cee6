import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import { overviewKeys } from './keys'

/*
 * The getting-started checklist's counts (issue 29): whether the event has gifts and has sent a
 * mail. Keyed under each table's prefix, so adding a gift or sending a mail ticks its step.
 */

const countOf = async (table: 'gifts' | 'mailings', eventId: string) => {
  const { count } = await supabase
    .from(table)
    .select('id', { count: 'exact', head: true })
    .eq('event_id', eventId)
    .throwOnError()
  return count ?? 0
}

export function useGiftCount(eventId: string, enabled: boolean) {
  return useSWR(enabled ? overviewKeys.giftCount(eventId) : null, ([, id]) => countOf('gifts', id))
}

export function useMailingCount(eventId: string, enabled: boolean) {
  return useSWR(enabled ? overviewKeys.mailings(eventId) : null, ([, id]) => countOf('mailings', id))
}
