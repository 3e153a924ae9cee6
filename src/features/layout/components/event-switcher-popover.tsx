import * as Dialog from '@radix-ui/react-dialog'
import { useState, type RefObject } from 'react'
import type { EventRow } from '@/entities/event'
import { EventSwitcherPanel } from './event-switcher-panel'

/**
 * The switcher's popover: a Radix dialog anchored under the trigger, for its focus trap, Escape
 * and outside-click dismissal. The trigger lives outside (it renders before this chunk loads), so
 * focus is handed back to it explicitly on close.
 */
export function EventSwitcherPopover({
  open,
  onOpenChange,
  triggerRef,
  events,
  failed,
  currentId,
  onChoose,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  triggerRef: RefObject<HTMLButtonElement | null>
  events: EventRow[] | undefined
  failed: boolean
  currentId: string | undefined
  onChoose: (eventId: string) => void
}) {
  const [query, setQuery] = useState('')
  function change(next: boolean) {
    onOpenChange(next)
    if (!next) setQuery('')
  }
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Content
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          triggerRef.current?.focus()
        }}
        className="absolute top-full left-0 z-50 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <Dialog.Title className="sr-only">Switch event</Dialog.Title>
        <EventSwitcherPanel
          events={events}
          failed={failed}
          query={query}
          onQueryChange={setQuery}
          currentId={currentId}
          onChoose={(id) => {
            setQuery('')
            onChoose(id)
          }}
          onCreate={() => change(false)}
        />
      </Dialog.Content>
    </Dialog.Root>
  )
}
