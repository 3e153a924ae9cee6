import { eventKeys } from '@/entities/event'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'

/** Opens or closes the guests' uploads (the code stays the database's). */
export async function setUploadsOpen(eventId: string, open: boolean, settings: Record<string, unknown>) {
  await supabase
    .from('events')
    .update({ photoSharingSettings: { ...settings, public: open } })
    .eq('id', eventId)
    .throwOnError()
}

export function useSetUploadsOpen(eventId: string) {
  return useMutation({
    write: (open: boolean, settings: Record<string, unknown>) => setUploadsOpen(eventId, open, settings),
    refreshes: () => [eventKeys.all],
  })
}
