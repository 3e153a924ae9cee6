import { MoreIcon } from '@/components/ui/icons'
import { Menu } from '@/components/ui/menu'
import { formatEurosEn } from '@/lib/money'
import type { GiftRow } from '../types'
import { GiftImage } from './gift-image'
import { GiftStatusBadge } from './gift-status-badge'

/**
 * SPEC §2: square image, name, amount and '€', status badge, edit/delete menu (and 'Undo
 * reservation' on a purchased gift); double-click edits.
 */
export function GiftCard({
  gift,
  imageUrl,
  onEdit,
  onDelete,
  onUndoReservation,
}: {
  gift: GiftRow
  imageUrl: string | undefined
  onEdit: (gift: GiftRow) => void
  onDelete: (gift: GiftRow) => void
  onUndoReservation: (gift: GiftRow) => void
}) {
  return (
    <li
      aria-label={gift.name}
      onDoubleClick={(event) => {
        // A quick double click on the menu's button or items is not a request to edit.
        if (!(event.target as Element).closest('button')) onEdit(gift)
      }}
      className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <GiftImage path={gift.image_url} url={imageUrl} />
      <div className="flex items-start gap-1 p-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="line-clamp-2 text-sm font-medium break-words" title={gift.name}>
            {gift.name}
          </span>
          <span className="text-sm text-slate-700 dark:text-slate-300">{formatEurosEn(gift.amount)}</span>
          <span>
            <GiftStatusBadge status={gift.status} />
          </span>
        </div>
        <Menu
          label={`Actions for ${gift.name}`}
          trigger={<MoreIcon />}
          items={[
            { label: 'Edit', onSelect: () => onEdit(gift) },
            ...(gift.status === 'purchased'
              ? [{ label: 'Undo reservation', onSelect: () => onUndoReservation(gift) }]
              : []),
            { label: 'Delete', onSelect: () => onDelete(gift), destructive: true },
          ]}
        />
      </div>
    </li>
  )
}
