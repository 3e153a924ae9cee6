import type { PhotoRow } from '../types'

/** One photo of the grid: select it, open it large, and publish or unpublish it. */
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
  const label = photo.caption || photo.uploader_name || 'Photo'
  return (
    <li
      className={`relative overflow-hidden rounded-lg border ${selected ? 'border-rose-500 ring-2 ring-rose-500' : 'border-slate-200 dark:border-slate-800'}`}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Open ${label}`}
        className="block aspect-square w-full bg-slate-100 dark:bg-slate-800"
      >
        {src && <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" />}
      </button>
      <label className="absolute top-2 left-2 flex items-center rounded bg-white/90 p-1 dark:bg-slate-900/90">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${label}`}
        />
      </label>
      <div className="flex items-center justify-between gap-2 p-2 text-xs">
        <span className="min-w-0 truncate text-slate-600 dark:text-slate-300">{photo.uploader_name ?? 'Guest'}</span>
        <label className="flex shrink-0 items-center gap-1">
          <input
            type="checkbox"
            role="switch"
            checked={photo.public}
            onChange={onTogglePublic}
            aria-label={`Public: ${label}`}
          />
          Public
        </label>
      </div>
    </li>
  )
}
