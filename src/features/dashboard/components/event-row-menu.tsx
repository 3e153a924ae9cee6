import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { MoreIcon } from '@/components/ui/icons'
import { Menu } from '@/components/ui/menu'
import { paths } from '@/lib/paths'
import type { EventRow } from '@/entities/event'

// Loaded when Delete is chosen (within the 100 ms below), keeping Radix off the first route.
const loadDialog = () => import('./delete-event-dialog')
const DeleteEventDialog = lazy(() => loadDialog().then((m) => ({ default: m.DeleteEventDialog })))

/**
 * SPEC §9: the delete dialog opens 100 ms after the menu closes, so the menu has handed focus
 * back to its button first and the dialog restores focus there when it closes.
 */
export const DELETE_DIALOG_DELAY_MS = 100

export function EventRowMenu({
  event,
  name,
  canDelete = true,
}: {
  event: EventRow
  name: string
  canDelete?: boolean
}) {
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  function askToDelete() {
    void loadDialog()
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setConfirming(true), DELETE_DIALOG_DELAY_MS)
  }

  return (
    <>
      <Menu
        label={`Actions for ${name}`}
        trigger={<MoreIcon />}
        items={[
          { label: 'Event settings', onSelect: () => navigate(paths.eventTab(event.id, 'settings')) },
          ...(canDelete ? [{ label: 'Delete', destructive: true, onSelect: askToDelete }] : []),
        ]}
      />
      {confirming && (
        <Suspense fallback={null}>
          <DeleteEventDialog event={event} name={name} open onOpenChange={setConfirming} />
        </Suspense>
      )}
    </>
  )
}
