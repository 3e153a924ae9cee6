import { FieldError } from '@/components/ui/field-frame'
import { ModalShell } from '@/components/ui/modal-shell'
import { SelectField } from '@/components/ui/select-field'
import { TextAreaField } from '@/components/ui/text-area-field'
import { TextField } from '@/components/ui/text-field'
import {
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  MAIL_LIMITS,
  MAIL_PLACEHOLDERS,
  type MailKind,
} from '@kernel/guest-mail/mail-rules'
import type { EventRow } from '@/entities/event'
import { useMailComposer } from '../mail/use-mail-composer'
import type { GuestRow } from '../types'
import { MailPreviewPane } from './mail-preview-pane'
import { MailRecipients } from './mail-recipients'
import { MailSendActions } from './mail-send-actions'

const KIND_OPTIONS = MAIL_KINDS.map((value) => ({ value, label: MAIL_KIND_LABELS[value] }))

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
  const composer = useMailComposer({ event, guests, selectedIds, onSent: onClose })
  const { register, formState } = composer.form
  const { errors } = formState
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
            value={composer.kind}
            onChange={(e) => composer.chooseKind(e.target.value as MailKind)}
            options={KIND_OPTIONS}
          />
          <MailRecipients register={register} selectedCount={selectedIds.size} composer={composer} />
          <TextField
            label="Subject"
            maxLength={MAIL_LIMITS.subject}
            error={errors.subject?.message}
            {...register('subject')}
          />
          <TextAreaField
            label="Message"
            rows={9}
            maxLength={MAIL_LIMITS.body}
            className="text-sm"
            description={
              <>
                Placeholders: {MAIL_PLACEHOLDERS.join(' ')} (first name, full name, the guest's own RSVP link, the
                event's date, its place).
              </>
            }
            error={errors.body?.message}
            {...register('body')}
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('schedule')} />
            Schedule for later
          </label>
          {composer.schedule && (
            <TextField
              label="Send on"
              type="datetime-local"
              error={errors.scheduledAt?.message}
              {...register('scheduledAt')}
            />
          )}
        </div>
        <MailPreviewPane sample={composer.sample} preview={composer.preview} />
      </div>
      {composer.failure && (
        <FieldError role="alert" className="mt-4">
          {composer.failure}
        </FieldError>
      )}
      <MailSendActions schedule={composer.schedule} composer={composer} />
    </ModalShell>
  )
}
