import { eventKeys } from '@/entities/event'
import { requireRows } from '@/lib/data/rows'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'

/**
 * 'Guests may bring' (issue 29): how many accompanying guests a guest without a limit of their
 * own may declare: null as many as they say (the spec's RSVP, up to 20), 0 nobody, N up to N.
 */
export async function saveCompanionsDefault(eventId: string, companions: number | null): Promise<void> {
  const { data } = await supabase
    .from('events')
    .update({ rsvp_companions: companions })
    .eq('id', eventId)
    .select('id')
    .throwOnError()
  requireRows(data, 'This event no longer exists, or you may no longer edit it.')
}

export function useSaveCompanionsDefault(eventId: string) {
  return useMutation({
    write: (companions: number | null) => saveCompanionsDefault(eventId, companions),
    refreshes: () => [eventKeys.all],
  })
}
