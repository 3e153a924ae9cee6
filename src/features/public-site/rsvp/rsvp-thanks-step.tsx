import { Button } from '@/components/ui/button'
import type { ProgrammeItem } from '@kernel/site-content'
import { publicEventTitle } from '../event-title'
import type { PublicEvent } from '@kernel/public-event'
import { programmeCalendarFile } from './calendar-file'

/** Step 3: thanks, and after a yes the event (each programme item) for the guest's calendar. */
export function RsvpThanksStep({
  event,
  programme,
  attending,
}: {
  event: PublicEvent
  programme: ProgrammeItem[]
  attending: boolean
}) {
  function downloadCalendar() {
    const file = programmeCalendarFile(
      {
        uid: `${event.id}@eventail`,
        title: publicEventTitle(event),
        start: new Date(event.date ?? `${programme[0]?.at}:00Z`),
        location: event.location,
        url: window.location.href.split(/[?#]/)[0],
      },
      programme,
    )
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }))
    link.download = `${event.slug ?? 'evenement'}.ics`
    link.click()
    setTimeout(() => URL.revokeObjectURL(link.href), 1000)
  }

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-lg font-medium">
        {attending ? 'Merci ! Votre présence est confirmée. À très bientôt !' : 'Merci de nous avoir prévenus.'}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Vous pouvez revenir modifier votre réponse à tout moment.
      </p>
      {/* The dialog's own 'Fermer' closes it, as on the other steps. */}
      {attending && (event.date || programme.length > 0) && (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={downloadCalendar}>
            Ajouter à mon calendrier
          </Button>
        </div>
      )}
    </div>
  )
}
