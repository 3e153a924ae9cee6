import type { UseFormRegister } from 'react-hook-form'
import { listNames, type MailDraftValues } from '@kernel/guest-mail/mail-draft'
import type { GuestRow } from '../types'
import { allowanceSentence } from '../mail/mail-allowance'
import { AUDIENCE_LABELS, countSentence, type Audience } from '../mail/mail-audience'
import type { MailComposer } from '../mail/use-mail-composer'

const names = (guests: readonly GuestRow[]) => listNames(guests.map((guest) => guest.name))

/** The e-mail's recipients: who, and what the choice means (how many get it, who cannot, today's caps). */
export function MailRecipients({
  register,
  selectedCount,
  composer: { count, allowance, judged, split },
}: {
  register: UseFormRegister<MailDraftValues>
  selectedCount: number
  composer: Pick<MailComposer, 'count' | 'allowance' | 'judged' | 'split'>
}) {
  const audiences: Audience[] = ['everyone', 'pending', 'confirmed', 'declined']
  if (selectedCount > 0) audiences.push('selected')
  return (
    <>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">Recipients</legend>
        {audiences.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} {...register('audience')} />
            {AUDIENCE_LABELS[value]}
            {value === 'selected' && ` (${selectedCount})`}
          </label>
        ))}
      </fieldset>
      <div className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        <p className="font-medium">{countSentence(count, 'guest', 'guests')} will get it.</p>
        {allowance && <p data-testid="mail-allowance">{allowanceSentence(allowance)}</p>}
        {judged && judged.overAddress.length > 0 && (
          <p>
            {countSentence(judged.overAddress.length, 'guest', 'guests')} would get more than {allowance?.perAddress}{' '}
            e-mails today at their address: {names(judged.overAddress)}
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
    </>
  )
}
