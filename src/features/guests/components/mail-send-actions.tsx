import { Button } from '@/components/ui/button'
import { ModalClose } from '@/components/ui/modal-shell'
import { countSentence } from '../mail/mail-audience'
import type { MailComposer } from '../mail/use-mail-composer'

/** 'Send' (or 'Schedule'), then the confirmation that names how many guests get it. */
export function MailSendActions({
  schedule,
  composer: { count, confirming, pending, ask, back, send },
}: {
  schedule: boolean
  composer: Pick<MailComposer, 'count' | 'confirming' | 'pending' | 'ask' | 'back' | 'send'>
}) {
  const who = countSentence(count, 'guest', 'guests')
  if (!confirming) {
    return (
      <div className="mt-6 flex justify-end gap-3">
        <ModalClose asChild>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
        <Button onClick={() => void ask()}>{schedule ? 'Schedule' : 'Send'}</Button>
      </div>
    )
  }
  return (
    <div className="mt-6 flex flex-wrap items-center justify-end gap-3" role="group" aria-label="Confirm">
      <p className="mr-auto text-sm font-medium">
        {schedule ? `Schedule this e-mail to ${who}?` : `Send this e-mail to ${who} now?`}
      </p>
      <Button variant="secondary" onClick={back} disabled={pending}>
        Back
      </Button>
      <Button onClick={() => void send()} disabled={pending}>
        {schedule ? `Schedule for ${who}` : `Send to ${who}`}
      </Button>
    </div>
  )
}
