import { eventKeys } from '@/entities/event'
import { requireRows } from '@/lib/data/rows'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'

export interface MailSettings {
  /** YYYY-MM-DD, or null for none. */
  rsvpDeadline: string | null
  /** Days before the deadline for the automatic reminder; null: none. */
  autoReminderDays: number | null
  /** Whether guests get a confirmation e-mail after answering or reserving a gift (issue 29). */
  guestConfirmations: boolean
}

/** The RSVP deadline (shown on the public page and in the mails) and the automatic reminder. */
export async function saveMailSettings(eventId: string, settings: MailSettings): Promise<void> {
  const { data } = await supabase
    .from('events')
    .update({
      rsvp_deadline: settings.rsvpDeadline,
      auto_reminder_days: settings.autoReminderDays,
      guest_confirmations: settings.guestConfirmations,
    })
    .eq('id', eventId)
    .select('id')
    .throwOnError()
  requireRows(data, 'This event no longer exists, or you may no longer edit it.')
}

export function useSaveMailSettings(eventId: string) {
  return useMutation({
    write: (settings: MailSettings) => saveMailSettings(eventId, settings),
    refreshes: () => [eventKeys.all],
  })
}
