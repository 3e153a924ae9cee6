import { useId, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FIELD_CONTROL_CLASS } from '@/components/ui/field-frame'
import { ModalClose, ModalShell } from '@/components/ui/modal-shell'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import {
  MAIL_DEFAULTS,
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  MAIL_LIMITS,
  MAIL_PLACEHOLDERS,
  type MailKind,
} from '@kernel/guest-mail/mail-rules'
import { env } from '@/lib/env'
import { toast } from '@/lib/toast'
import type { EventRow } from '@/features/events'
import { useMailAllowance } from '../api/get-mail-allowance'
import { mailRefusal, useQueueGuestMail, type QueuedMail } from '../api/queue-guest-mail'
import { allowanceSentence, judgeSend, withAccountUnsubscribes } from '../mail/mail-allowance'
import { AUDIENCE_LABELS, countSentence, splitAudience, type Audience } from '../mail/mail-audience'
import { previewMail } from '../mail/mail-preview'
import type { GuestRow } from '../types'

const names = (guests: readonly GuestRow[]) =>
  guests.length <= 10
    ? guests.map((g) => g.name).join(', ')
    : `${guests
        .slice(0, 10)
        .map((g) => g.name)
        .join(', ')} and ${guests.length - 10} more`

function doneMessage(result: QueuedMail, scheduledAt: string | null): string {
  const who = countSentence(result.queued, 'guest', 'guests')
  if (scheduledAt) return `E-mail scheduled for ${new Date(scheduledAt).toLocaleString()} to ${who}`
  return result.sentNow ? `E-mail sent to ${who}` : `E-mail queued for ${who}: it goes out within a minute`
}

/** Issue 20 §1: write to guests (kind, recipients, message with placeholders, live preview), send or schedule. */
export function EmailGuestsDialog({
  event,
  guests,
  selectedIds,
  onClose,
}: {
  event: EventRow
  guests: readonly GuestRow[]
  selectedIds: ReadonlySet<string>
  onClose: () => void
}) {
  const queue = useQueueGuestMail(event.id)
  const [kind, setKind] = useState<MailKind>('invitation')
  const [subject, setSubject] = useState(MAIL_DEFAULTS.invitation.subject)
  const [body, setBody] = useState(MAIL_DEFAULTS.invitation.body)
  const [audience, setAudience] = useState<Audience>(selectedIds.size > 0 ? 'selected' : 'everyone')
  const [schedule, setSchedule] = useState(false)
  const [scheduledAt, setScheduledAt] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const bodyId = useId()
  const audienceName = useId()

  // The caps, said before a send (the database has the last word, and says the same).
  const { data: allowance } = useMailAllowance(event.id)
  const split = useMemo(() => {
    const chosen = splitAudience(guests, audience, selectedIds)
    return { ...chosen, ...withAccountUnsubscribes(chosen, allowance) }
  }, [guests, audience, selectedIds, allowance])
  const count = split.recipients.length
  const judged = useMemo(() => (allowance ? judgeSend(split.recipients, allowance) : null), [allowance, split])
  const sample = split.recipients[0] ?? guests[0]
  const preview = useMemo(
    () => (sample ? previewMail(event, env.publicSiteUrl, sample, subject, body) : null),
    [event, sample, subject, body],
  )

  function chooseKind(next: MailKind) {
    // The organisers' own words stay; a text still as the previous kind left it follows the new kind.
    if (subject === MAIL_DEFAULTS[kind].subject) setSubject(MAIL_DEFAULTS[next].subject)
    if (body === MAIL_DEFAULTS[kind].body) setBody(MAIL_DEFAULTS[next].body)
    setKind(next)
  }

  function check(): string | null {
    const s = subject.trim()
    if (!s || s.length > MAIL_LIMITS.subject) return 'The subject must be 1 to 200 characters.'
    if (/[\r\n]/.test(s)) return 'The subject must fit on one line.'
    if (!body.trim() || body.trim().length > MAIL_LIMITS.body) return 'The message must be 1 to 5,000 characters.'
    if (count === 0) return 'Nobody here can get this e-mail: choose other recipients.'
    if (judged && count > judged.left)
      return `Only ${judged.left} more ${judged.left === 1 ? 'e-mail' : 'e-mails'} can be sent today: choose fewer guests, or send later.`
    if (judged && judged.overAddress.length > 0)
      return `${names(judged.overAddress)} would get more than ${allowance?.perAddress} e-mails today at their address: leave them out, or send later.`
    if (schedule && !(scheduledAt && new Date(scheduledAt).getTime() > Date.now()))
      return 'Choose a date and time to come.'
    return null
  }

  function ask() {
    const problem = check()
    setError(problem)
    if (!problem) setConfirming(true)
  }

  async function send() {
    setPending(true)
    setError(null)
    const at = schedule ? new Date(scheduledAt).toISOString() : null
    try {
      const result = await queue({
        kind,
        subject,
        body,
        audience,
        guestIds: [...selectedIds],
        scheduledAt: at,
      })
      toast.success(doneMessage(result, at))
      onClose()
    } catch (failure) {
      setConfirming(false)
      setError(mailRefusal(failure))
    } finally {
      setPending(false)
    }
  }

  const audiences: Audience[] = ['everyone', 'pending', 'confirmed', 'declined']
  if (selectedIds.size > 0) audiences.push('selected')

  return (
    <ModalShell
      open
      onOpenChange={(open) => !open && onClose()}
      title="E-mail guests"
      description="Guests receive it in French, each with their own link to answer."
      closeLabel="Close"
      className="max-h-[calc(100dvh-2rem)] w-[min(60rem,calc(100vw-2rem))] overflow-y-auto"
    >
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <SelectField
            label="Kind"
            value={kind}
            onChange={(e) => chooseKind(e.target.value as MailKind)}
            options={MAIL_KINDS.map((value) => ({ value, label: MAIL_KIND_LABELS[value] }))}
          />
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium">Recipients</legend>
            {audiences.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={audienceName}
                  value={value}
                  checked={audience === value}
                  onChange={() => setAudience(value)}
                />
                {AUDIENCE_LABELS[value]}
                {value === 'selected' && ` (${selectedIds.size})`}
              </label>
            ))}
          </fieldset>
          <div className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
            <p className="font-medium">{countSentence(count, 'guest', 'guests')} will get it.</p>
            {allowance && <p data-testid="mail-allowance">{allowanceSentence(allowance)}</p>}
            {judged && judged.overAddress.length > 0 && (
              <p>
                {countSentence(judged.overAddress.length, 'guest', 'guests')} would get more than{' '}
                {allowance?.perAddress} e-mails today at their address: {names(judged.overAddress)}
              </p>
            )}
            {split.noAddress.length > 0 && (
              <p>
                {countSentence(split.noAddress.length, 'guest has', 'guests have')} no e-mail address:{' '}
                {names(split.noAddress)}
              </p>
            )}
            {split.invalid.length > 0 && (
              <p>
                {countSentence(split.invalid.length, 'guest has', 'guests have')} an address that is not valid:{' '}
                {names(split.invalid)}
              </p>
            )}
            {split.unsubscribed.length > 0 && (
              <p>
                {countSentence(split.unsubscribed.length, 'guest', 'guests')} unsubscribed: {names(split.unsubscribed)}
              </p>
            )}
          </div>
          <TextField
            label="Subject"
            value={subject}
            maxLength={MAIL_LIMITS.subject}
            onChange={(e) => setSubject(e.target.value)}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={bodyId} className="text-sm font-medium">
              Message
            </label>
            <textarea
              id={bodyId}
              rows={9}
              maxLength={MAIL_LIMITS.body}
              className={`${FIELD_CONTROL_CLASS} text-sm`}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              aria-describedby={`${bodyId}-help`}
            />
            <p id={`${bodyId}-help`} className="text-xs text-slate-600 dark:text-slate-400">
              Placeholders: {MAIL_PLACEHOLDERS.join(' ')} (first name, full name, the guest's own RSVP link, the event's
              date, its place).
            </p>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={schedule} onChange={(e) => setSchedule(e.target.checked)} />
            Schedule for later
          </label>
          {schedule && (
            <TextField
              label="Send on"
              type="datetime-local"
              value={scheduledAt}
              onChange={(e) => setScheduledAt(e.target.value)}
            />
          )}
        </div>
        <section aria-label="Preview" className="flex min-w-0 flex-col gap-2">
          <h3 className="text-sm font-medium">Preview{sample ? ` as ${sample.name} gets it` : ''}</h3>
          {preview ? (
            <>
              <p className="text-sm">
                <span className="text-slate-600 dark:text-slate-400">Subject: </span>
                {preview.subject}
              </p>
              <iframe
                title="E-mail preview"
                sandbox=""
                srcDoc={preview.html}
                className="h-96 w-full rounded-md border border-slate-200 bg-white dark:border-slate-700"
              />
            </>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">Add a guest to see the e-mail.</p>
          )}
        </section>
      </div>
      {error && (
        <p role="alert" className="mt-4 text-sm text-rose-700 dark:text-rose-300">
          {error}
        </p>
      )}
      {confirming ? (
        <div className="mt-6 flex flex-wrap items-center justify-end gap-3" role="group" aria-label="Confirm">
          <p className="mr-auto text-sm font-medium">
            {schedule
              ? `Schedule this e-mail to ${countSentence(count, 'guest', 'guests')}?`
              : `Send this e-mail to ${countSentence(count, 'guest', 'guests')} now?`}
          </p>
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pending}>
            Back
          </Button>
          <Button onClick={() => void send()} disabled={pending}>
            {schedule
              ? `Schedule for ${countSentence(count, 'guest', 'guests')}`
              : `Send to ${countSentence(count, 'guest', 'guests')}`}
          </Button>
        </div>
      ) : (
        <div className="mt-6 flex justify-end gap-3">
          <ModalClose asChild>
            <Button variant="secondary">Cancel</Button>
          </ModalClose>
          <Button onClick={ask}>{schedule ? 'Schedule' : 'Send'}</Button>
        </div>
      )}
    </ModalShell>
  )
}
