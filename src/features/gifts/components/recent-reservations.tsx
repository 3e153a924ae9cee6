import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { useRecentReservations } from '../api/get-recent-reservations'
import { useUndoReservations } from '../api/undo-reservations'
import type { GiftRow } from '../types'

// Fewer than this in an hour is an ordinary day: each gift's own menu undoes one.
const BURST = 2

/**
 * The gifts reserved in the last hour that are still reserved (issue 28 F3), and one action that
 * puts them all back on offer: a burst of made-up reservations is undone at once, not gift by gift.
 */
export function RecentReservations({ eventId, gifts }: { eventId: string; gifts: readonly GiftRow[] }) {
  const recent = useRecentReservations(eventId)
  const undo = useUndoReservations(eventId)
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState(false)
  const reserved = useMemo(() => {
    const purchased = new Set(gifts.filter((gift) => gift.status === 'purchased').map((gift) => gift.id))
    return (recent.data ?? []).filter((entry) => purchased.has(entry.giftId))
  }, [gifts, recent.data])

  if (reserved.length < BURST) return null
  const count = `${reserved.length} gifts`

  async function undoAll() {
    setPending(true)
    try {
      const reopened = await undo(reserved.map((entry) => entry.giftId))
      toast.success(`${reopened} ${reopened === 1 ? 'gift is' : 'gifts are'} available again`)
      setConfirming(false)
    } catch (error) {
      toast.error('The reservations could not be undone', {
        description: error instanceof Error ? error.message : undefined,
      })
    } finally {
      setPending(false)
    }
  }

  return (
    <section
      aria-labelledby="recent-reservations-heading"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="recent-reservations-heading" className="font-semibold">
        {count} reserved in the last hour
      </h2>
      <p>
        Guests can reserve at most a quarter of the list in an hour. If these reservations are not genuine, put them all
        back on offer at once.
      </p>
      <ul className="flex max-h-40 flex-col gap-0.5 overflow-y-auto">
        {reserved.map((entry) => (
          <li key={entry.giftId} className="break-words">
            <span className="font-medium">{entry.giftName}</span> by {entry.by}, at{' '}
            {new Date(entry.at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}
          </li>
        ))}
      </ul>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <span>Set these {count} back to available?</span>
          <Button onClick={() => void undoAll()} disabled={pending}>
            {pending ? 'Undoing…' : `Undo ${reserved.length} reservations`}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pending}>
            Cancel
          </Button>
        </div>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Undo these reservations
          </Button>
        </div>
      )}
    </section>
  )
}
