import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { questionTitle } from '@kernel/answer-summary'
import { readSiteContent } from '@kernel/site-content'
import { toast } from '@/lib/toast'
import { eventName, ModuleGate, publicEventUrl, useEvent } from '@/entities/event'
import { copyInvitationLink } from '../copy-invitation-link'
import { useGuests } from '../api/get-guests'
import type { StatusFilter } from '../guest-filter'
import { sortGuests } from '../guest-filter'
import type { MailStateFilter } from '../mail/mail-state'
import type { GuestRow } from '../types'
import { GuestCountsBar } from './guest-counts-bar'
import { GuestList } from './guest-list'
import { GuestsToolbar } from './guests-toolbar'
import { CompanionsDefaultForm } from './companions-default-form'
import { NameClashNotice } from './name-clash-notice'
import { nameClashes } from '../name-clash'

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
type View = 'guests' | 'messages'

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
  const [view, setView] = useState<View>('guests')
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set())
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
  const onSelect = useCallback((guest: GuestRow, ticked: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous)
      if (ticked) next.add(guest.id)
      else next.delete(guest.id)
      return next
    })
  }, [])
  // Ticks of guests deleted meanwhile do not count.
  const selectedIds = useMemo(
    () => new Set((guests.data ?? []).filter((g) => selected.has(g.id)).map((g) => g.id)),
    [guests.data, selected],
  )
  // The RSVP questions (website editor), titled once: each row and the CSV show their answers.
  const questions = useMemo(() => {
    const site = readSiteContent(event.siteContent)
    return site.questions.map((question) => ({ question, title: questionTitle(question, site.programme) }))
  }, [event.siteContent])
  const rsvpQuestions = useMemo(() => questions.map((q) => q.question), [questions])
  const existingNames = useMemo(() => (guests.data ?? []).map((guest) => guest.name), [guests.data])
  const clashes = useMemo(() => nameClashes(sortGuests(guests.data ?? [])), [guests.data])
  const sharedNames = useMemo(() => new Set(clashes.flat().map((guest) => guest.id)), [clashes])

  async function exportCsv() {
    try {
      const [{ guestsToCsv, exportFileName }, { downloadCsv }] = await Promise.all([
        import('../csv/guest-csv'),
        import('../csv/download-csv'),
      ])
      downloadCsv(guestsToCsv(sortGuests(guests.data ?? []), questions), exportFileName(eventName(event), new Date()))
    } catch (error) {
      console.error('Exporting guests failed', error)
      toast.error('An error occurred', { description: error instanceof Error ? error.message : undefined })
    }
  }

  let body
  if (guests.error && !guests.data) {
    body = (
      <LoadError onRetry={() => void guests.mutate()}>
        The guest list could not be loaded: {guests.error.message}
      </LoadError>
    )
  } else if (!guests.data) {
    body = <ListSkeleton />
  } else {
    body = (
      <>
        <GuestCountsBar guests={guests.data} questions={rsvpQuestions} />
        <NameClashNotice clashes={clashes} onEdit={onEdit} />
        {selectedIds.size > 0 && (
          <p className="flex items-center gap-3 text-sm">
            {selectedIds.size} selected
            <button type="button" className="underline" onClick={() => setSelected(new Set())}>
              Clear selection
            </button>
          </p>
        )}
        <GuestList
          guests={guests.data}
          term={term}
          status={status}
          mailState={mailState}
          selected={selectedIds}
          onSelect={onSelect}
          onEdit={onEdit}
          onDelete={onDelete}
          onCopyLink={onCopyLink}
          questions={questions}
          sharedNames={sharedNames}
        />
      </>
    )
  }

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-semibold">Guests</h1>
      <div
        role="tablist"
        aria-label="Guests screen"
        className="flex gap-1 border-b border-slate-200 dark:border-slate-800"
      >
        {(['guests', 'messages'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`guests-tab-${value}`}
            aria-selected={view === value}
            aria-controls={`guests-panel-${value}`}
            onClick={() => setView(value)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              view === value
                ? 'border-rose-600 text-rose-700 dark:text-rose-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400'
            }`}
          >
            {value === 'guests' ? 'Guest list' : 'Messages'}
          </button>
        ))}
      </div>
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
            onExport={() => void exportCsv()}
            onEmail={() => setDialog({ kind: 'email' })}
          />
          <CompanionsDefaultForm event={event} />
          {body}
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
          <EmailGuestsDialog event={event} guests={guests.data ?? []} selectedIds={selectedIds} onClose={close} />
        )}
      </Suspense>
    </div>
  )
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading guests" className="flex flex-col gap-3">
      <Skeleton className="h-16" />
      <Skeleton className="h-14" />
      <Skeleton className="h-14" />
      <Skeleton className="h-14" />
    </div>
  )
}
