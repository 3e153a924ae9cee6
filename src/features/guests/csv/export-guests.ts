import type { RsvpQuestion } from '@kernel/site-content'
import { toast } from '@/lib/toast'
import { sortGuests } from '../guest-filter'
import type { GuestRow } from '../types'

/**
 * 'Export CSV': the list in its order, with the answers to the RSVP questions, downloaded as
 * `{event}-guests-{date}.csv`. The CSV code loads on first use, not with the list.
 */
export async function exportGuestsCsv(
  guests: readonly GuestRow[],
  questions: readonly { question: RsvpQuestion; title: string }[],
  eventName: string,
) {
  try {
    const [{ guestsToCsv, exportFileName }, { downloadCsv }] = await Promise.all([
      import('./guest-csv'),
      import('./download-csv'),
    ])
    downloadCsv(guestsToCsv(sortGuests(guests), questions), exportFileName(eventName, new Date()))
  } catch (error) {
    console.error('Exporting guests failed', error)
    toast.error('An error occurred', { description: error instanceof Error ? error.message : undefined })
  }
}
