import { CheckIcon } from '@/components/ui/icons'
import type { PhotoRow } from '../types'

/** How the tile's controls name their photo: its caption, else who sent it. */
export function photoName(photo: Pick<PhotoRow, 'caption' | 'uploader_name'>): string {
  if (photo.caption) return `photo “${photo.caption}”`
  return `photo by ${photo.uploader_name || 'a guest'}`
}

/**
 * One photo of the grid: open it large, select it for the bulk actions, and show it on the public
 * page or not. The two controls must not pass for one another: selecting is a round tick on the
 * picture (it changes nothing until a bulk action runs), publishing a labelled switch under it
 * (it saves at once).
 */
export function PhotoTile({
  photo,
  src,
  selected,
  onSelect,
  onOpen,
  onTogglePublic,
}: {
  photo: PhotoRow
  src: string | undefined
  selected: boolean
  onSelect: (selected: boolean) => void
  onOpen: () => void
  onTogglePublic: () => void
}) {
  const name = photoName(photo)
  return (
    <li
      className={`relative overflow-hidden rounded-lg border ${selected ? 'border-rose-500 ring-2 ring-rose-500' : 'border-slate-200 dark:border-slate-800'}`}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Open ${name}`}
        className="block aspect-square w-full bg-slate-100 dark:bg-slate-800"
      >
        {src && <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" />}
      </button>
      <label className="absolute top-1 left-1 flex size-9 cursor-pointer items-center justify-center">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${name}`}
          className="peer size-6 cursor-pointer appearance-none rounded-full border-2 border-white bg-slate-900/40 shadow checked:border-rose-600 checked:bg-rose-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500"
        />
        <CheckIcon
          strokeWidth={3}
          className="pointer-events-none absolute size-3.5 text-white opacity-0 peer-checked:opacity-100"
        />
      </label>
      <div className="flex flex-col gap-1.5 p-2 text-xs">
        <span className="min-w-0 truncate text-slate-600 dark:text-slate-300">{photo.uploader_name ?? 'Guest'}</span>
        {photo.file_problem ? (
          // Its bytes are not a JPEG, PNG or WebP (checked before any copy to the public bucket):
          // it stays private, and the organisers see why instead of a switch that cannot work.
          <p className="font-medium text-amber-800 dark:text-amber-300">Not an image: kept private</p>
        ) : (
          <label className="flex cursor-pointer items-center gap-2">
            <span className="relative inline-flex shrink-0">
              <input
                type="checkbox"
                role="switch"
                checked={photo.public}
                onChange={onTogglePublic}
                aria-label={`On public page: ${name}`}
                className="peer h-5 w-9 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500 dark:bg-slate-600 dark:checked:bg-emerald-500"
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow transition-transform peer-checked:translate-x-4"
              />
            </span>
            <span className="text-slate-700 dark:text-slate-200">On public page</span>
          </label>
        )}
      </div>
    </li>
  )
}
