import { useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  mailDraftInput,
  newMailDraft,
  sendProblem,
  withKind,
  type MailDraftValues,
} from '@kernel/guest-mail/mail-draft'
import type { MailKind } from '@kernel/guest-mail/mail-rules'
import { env } from '@/lib/env'
import { schemaResolver } from '@/lib/form-resolver'
import { toast } from '@/lib/toast'
import type { EventRow } from '@/entities/event'
import { useMailAllowance } from '../api/get-mail-allowance'
import { mailRefusal, useQueueGuestMail, type QueuedMail } from '../api/queue-guest-mail'
import type { GuestRow } from '../types'
import { judgeSend, withAccountUnsubscribes } from './mail-allowance'
import { countSentence, splitAudience } from './mail-audience'
import { previewMail } from './mail-preview'

const resolver = schemaResolver(mailDraftInput())

function doneMessage(result: QueuedMail, scheduledAt: string | null): string {
  const who = countSentence(result.queued, 'guest', 'guests')
  if (scheduledAt) return `E-mail scheduled for ${new Date(scheduledAt).toLocaleString()} to ${who}`
  return result.sentNow ? `E-mail sent to ${who}` : `E-mail queued for ${who}: it goes out within a minute`
}

/**
 * The e-mail dialog's state (issue 20 §1): the draft (react-hook-form, the kernel's rules), who it
 * reaches against today's caps, the live preview, and 'Send' → confirm → queue.
 */
export function useMailComposer({
  event,
  guests,
  selectedIds,
  onSent,
}: {
  event: EventRow
  guests: readonly GuestRow[]
  selectedIds: ReadonlySet<string>
  onSent: () => void
}) {
  const queue = useQueueGuestMail(event.id)
  const form = useForm<MailDraftValues>({ defaultValues: newMailDraft(selectedIds.size > 0), resolver })
  const [kind, subject, body, audience, schedule] = useWatch({
    control: form.control,
    name: ['kind', 'subject', 'body', 'audience', 'schedule'],
  })
  // What stops a send beyond the fields (who it reaches, the caps), or the database's refusal.
  const [failure, setFailure] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState(false)

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
    const draft = withKind(form.getValues(), next)
    form.setValue('kind', draft.kind)
    form.setValue('subject', draft.subject)
    form.setValue('body', draft.body)
  }

  const ask = form.handleSubmit(
    () => {
      const caps = judged && {
        left: judged.left,
        perAddress: allowance?.perAddress ?? 0,
        overAddress: judged.overAddress.map((guest) => guest.name),
      }
      const problem = sendProblem(count, caps)
      setFailure(problem)
      if (!problem) setConfirming(true)
    },
    // The fields say what is wrong with them; an earlier problem no longer stands.
    () => setFailure(null),
  )

  async function send() {
    setPending(true)
    setFailure(null)
    const draft = form.getValues()
    const at = draft.schedule ? new Date(draft.scheduledAt).toISOString() : null
    try {
      const result = await queue({
        kind: draft.kind,
        subject: draft.subject,
        body: draft.body,
        audience: draft.audience,
        guestIds: [...selectedIds],
        scheduledAt: at,
      })
      toast.success(doneMessage(result, at))
      onSent()
    } catch (error) {
      setConfirming(false)
      setFailure(mailRefusal(error))
    } finally {
      setPending(false)
    }
  }

  return {
    form,
    kind,
    schedule,
    chooseKind,
    allowance,
    split,
    count,
    judged,
    sample,
    preview,
    failure,
    confirming,
    pending,
    ask,
    back: () => setConfirming(false),
    send,
  }
}

export type MailComposer = ReturnType<typeof useMailComposer>
