import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import { overviewKeys } from './keys'

/** The columns the RSVP answers' figures need, for every guest of the event (issue 21). */
export async function getAnswerRows(eventId: string) {
  const { data } = await supabase
    .from('guests')
    .select('name, status, plus_ones, rsvp_answers')
    .eq('event_id', eventId)
    .throwOnError()
  return data
}

/** Not read when the event asks no RSVP question (`enabled`). */
export function useAnswerRows(eventId: string, enabled: boolean) {
  return useSWR(enabled ? overviewKeys.answers(eventId) : null, ([, id]) => getAnswerRows(id))
}
