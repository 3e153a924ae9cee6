import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { eventName, ModuleGate, publicEventUrl, useEvent } from '@/entities/event'
import { copyInvitationLink } from '../copy-invitation-link'
import { useGuests } from '../api/get-guests'
import { exportGuestsCsv } from '../csv/export-guests'
import type { StatusFilter } from '../guest-filter'
import type { MailStateFilter } from '../mail/mail-state'
import type { GuestRow } from '../types'
import { useGuestSelection } from '../use-guest-selection'
import { useTitledQuestions } from '../use-titled-questions'
import { GuestListPanel, ListSkeleton } from './guest-list-panel'
import { GuestsTabs, type GuestsView } from './guests-tabs'
import { GuestsToolbar } from './guests-toolbar'
import { CompanionsDefaultForm } from './companions-default-form'

// The dialogs (react-hook-form, zod, the CSV reader) load when first opened, not with the list.
const GuestFormDialog = lazy(() => import('./guest-form-dialog').then((m) => ({ default: m.GuestFormDialog })))
const DeleteGuestDialog = lazy(() => import('./delete-guest-dialog').then((m) => ({ default: m.DeleteGuestDialog })))
const ImportGuestsDialog = lazy(() => import('./import-guests-dialog').then((m) => ({ default: m.ImportGuestsDialog })))
const EmailGuestsDialog = lazy(() => import('./email-guests-dialog').then((m) => ({ default: m.EmailGuestsDialog })))
const MessagesView = lazy(() => import('./messages-view').then((m) => ({ default: m.MessagesView })))

type Dialog =
  | { kind: 'form'; guest: GuestRow | null }
  | { kind: 'delete'; guest: GuestRow }
  | { kind: 'import' }
  | { kind: 'email' }
  | null

/** SPEC §2 /admin/event/{eventId}/guests, behind the guests module switch. */
export function GuestsScreen() {
  return (
    <ModuleGate module="guests">
      <GuestsContent />
    </ModuleGate>
  )
}

function GuestsContent() {
  const { event } = useEvent()
  const guests = useGuests(event.id)
  const [term, setTerm] = useState('')
  const [status, setStatus] = useState<StatusFilter>('all')
  const [mailState, setMailState] = useState<MailStateFilter>('all')
  const [view, setView] = useState<GuestsView>('guests')
  const selection = useGuestSelection(guests.data)
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)
  // Stable, so the memoised rows do not re-render on each keystroke.
  const onEdit = useCallback((guest: GuestRow) => setDialog({ kind: 'form', guest }), [])
  const onDelete = useCallback((guest: GuestRow) => setDialog({ kind: 'delete', guest }), [])
  // The guest's own RSVP link: it opens the wizard at their answer, no name to type.
  const inviteBase = publicEventUrl(event)
  const onCopyLink = useCallback(
    (guest: GuestRow) => void copyInvitationLink(`${inviteBase}?invite=${encodeURIComponent(guest.invitation_token)}`),
    [inviteBase],
  )
  const { questions, rsvpQuestions } = useTitledQuestions(event.siteContent)
  const existingNames = useMemo(() => (guests.data ?? []).map((guest) => guest.name), [guests.data])

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-semibold">Guests</h1>
      <GuestsTabs view={view} onView={setView} />
      {view === 'guests' ? (
        <div
          role="tabpanel"
          id="guests-panel-guests"
          aria-labelledby="guests-tab-guests"
          className="flex flex-col gap-5"
        >
          <GuestsToolbar
            term={term}
            status={status}
            mailState={mailState}
            canExport={(guests.data?.length ?? 0) > 0}
            onTerm={setTerm}
            onStatus={setStatus}
            onMailState={setMailState}
            onAdd={() => setDialog({ kind: 'form', guest: null })}
            onImport={() => setDialog({ kind: 'import' })}
            onExport={() => void exportGuestsCsv(guests.data ?? [], questions, eventName(event))}
            onEmail={() => setDialog({ kind: 'email' })}
          />
          <CompanionsDefaultForm event={event} />
          <GuestListPanel
            guests={guests}
            rsvpQuestions={rsvpQuestions}
            term={term}
            status={status}
            mailState={mailState}
            selected={selection.selectedIds}
            onSelect={selection.onSelect}
            onClearSelection={selection.clear}
            onEdit={onEdit}
            onDelete={onDelete}
            onCopyLink={onCopyLink}
            questions={questions}
          />
        </div>
      ) : (
        <div role="tabpanel" id="guests-panel-messages" aria-labelledby="guests-tab-messages">
          <Suspense fallback={<ListSkeleton />}>
            <MessagesView event={event} />
          </Suspense>
        </div>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'form' && (
          <GuestFormDialog eventId={event.id} guest={dialog.guest} guests={guests.data} onClose={close} />
        )}
        {dialog?.kind === 'delete' && <DeleteGuestDialog guest={dialog.guest} onClose={close} />}
        {dialog?.kind === 'import' && (
          <ImportGuestsDialog eventId={event.id} existingNames={existingNames} onClose={close} />
        )}
        {dialog?.kind === 'email' && (
          <EmailGuestsDialog
            event={event}
            guests={guests.data ?? []}
            selectedIds={selection.selectedIds}
            onClose={close}
          />
        )}
      </Suspense>
    </div>
  )
}
