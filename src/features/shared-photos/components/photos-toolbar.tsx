import { Button } from '@/components/ui/button'
import type { PhotoRow } from '../types'
import { AlbumDownload } from './album-download'

/** The actions on the selected photos: select all, publish, unpublish, delete, download. */
export function PhotosToolbar({
  photos,
  chosen,
  busy,
  zipName,
  onSelectAll,
  onPublish,
  onDelete,
}: {
  photos: PhotoRow[]
  chosen: PhotoRow[]
  busy: boolean
  zipName: string
  /** true: select every photo; false: clear the selection. */
  onSelectAll: (all: boolean) => void
  onPublish: (rows: PhotoRow[], value: boolean) => void
  onDelete: (rows: PhotoRow[]) => void
}) {
  const all = chosen.length === photos.length
  const none = chosen.length === 0
  return (
    <div role="toolbar" aria-label="Selected photos" className="flex flex-wrap items-center gap-2">
      <Button variant="ghost" onClick={() => onSelectAll(!all)}>
        {all ? 'Clear selection' : 'Select all'}
      </Button>
      <span className="text-sm text-slate-600 dark:text-slate-300">{chosen.length} selected</span>
      <Button variant="secondary" disabled={busy || none} onClick={() => onPublish(chosen, true)}>
        Publish
      </Button>
      <Button variant="secondary" disabled={busy || none} onClick={() => onPublish(chosen, false)}>
        Unpublish
      </Button>
      <Button variant="secondary" disabled={busy || none} onClick={() => onDelete(chosen)}>
        Delete
      </Button>
      <AlbumDownload photos={chosen} fileName={zipName} />
    </div>
  )
}
