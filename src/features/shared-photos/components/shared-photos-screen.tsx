import { lazy, Suspense, useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/entities/session'
import { ModuleGate, useEvent } from '@/entities/event'
import { useLiveRefresh } from '@/lib/data/use-live-refresh'
import { useMediaUrls } from '@/lib/media'
import { toast } from '@/lib/toast'
import { useDeletePhotos } from '../api/delete-photos'
import { usePhotos } from '../api/get-photos'
import { photoKeys } from '../api/keys'
import { useSetPhotosPublic } from '../api/set-photos-public'
import type { PhotoRow } from '../types'
import { PhotoTile } from './photo-tile'
import { PhotosToolbar } from './photos-toolbar'
import { StorageGauge } from './storage-gauge'
import { UploadCodeCard } from './upload-code-card'

const PhotoLightbox = lazy(() => import('@/components/ui/photo-lightbox').then((m) => ({ default: m.PhotoLightbox })))
const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })))

/** SPEC §2 /admin/event/{eventId}/shared-photos, behind the photo-sharing module switch. */
export function SharedPhotosScreen() {
  return (
    <ModuleGate module="photo-sharing">
      <SharedPhotos />
    </ModuleGate>
  )
}

function SharedPhotos() {
  const { event } = useEvent()
  const { session } = useSession()
  const { data: photos, error, mutate } = usePhotos(event.id)
  const media = useMediaUrls(photos?.map((photo) => photo.url) ?? [], session?.access_token)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [viewing, setViewing] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<PhotoRow[] | null>(null)
  const [busy, setBusy] = useState(false)
  const setPhotosPublic = useSetPhotosPublic(event.id)
  const deletePhotos = useDeletePhotos(event.id)
  // A guest's upload records an activity row: hearing those keeps the grid live without the
  // activity feed's code in this screen's chunk.
  useLiveRefresh({ table: 'event_activity', filter: `event_id=eq.${event.id}`, event: 'INSERT' }, [
    photoKeys.list(event.id),
    photoKeys.storage(event.id),
  ])

  const chosen = (photos ?? []).filter((photo) => selected.has(photo.id))
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  async function write(work: () => Promise<void>, done: string, failed: string) {
    setBusy(true)
    try {
      await work()
      toast.success(done)
      setSelected(new Set())
    } catch (failure) {
      toast.error(failed, { description: (failure as Error).message })
    } finally {
      setBusy(false)
    }
  }

  const publish = (rows: PhotoRow[], value: boolean) =>
    write(
      () => setPhotosPublic(rows, value),
      value ? 'Photos published' : 'Photos unpublished',
      'Failed to update photos',
    )

  return (
    <section className="flex flex-col gap-6 py-6">
      <h1 className="text-2xl font-semibold">Shared photos</h1>
      <UploadCodeCard />
      <StorageGauge eventId={event.id} />
      {!photos && error && (
        <LoadError onRetry={() => void mutate()}>Failed to load photos: {(error as Error).message}</LoadError>
      )}
      {!photos && !error && <Skeleton className="h-40 w-full" />}
      {photos && photos.length === 0 && (
        <p className="text-slate-600 dark:text-slate-300">No photos yet. Guests upload theirs with the code above.</p>
      )}
      {photos && photos.length > 0 && (
        <>
          <PhotosToolbar
            photos={photos}
            chosen={chosen}
            busy={busy}
            zipName={`${event.slug ?? 'photos'}-photos.zip`}
            onSelectAll={(all) => setSelected(all ? new Set(photos.map((photo) => photo.id)) : new Set())}
            onPublish={(rows, value) => void publish(rows, value)}
            onDelete={setDeleting}
          />
          <ul aria-label="Photos" className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
            {photos.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                src={media.get(photo.url)}
                selected={selected.has(photo.id)}
                onSelect={(on) => select(photo.id, on)}
                onOpen={() => setViewing(index)}
                onTogglePublic={() => void publish([photo], !photo.public)}
              />
            ))}
          </ul>
        </>
      )}
      <Suspense fallback={null}>
        {photos && viewing !== null && (
          <PhotoLightbox
            photos={photos}
            index={viewing}
            src={(path) => media.get(path)}
            onIndex={setViewing}
            onClose={() => setViewing(null)}
          />
        )}
        {deleting && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setDeleting(null)}
            title={deleting.length === 1 ? 'Delete this photo?' : `Delete ${deleting.length} photos?`}
            description="The files are removed for good."
            confirmLabel="Delete"
            pending={busy}
            onConfirm={() => {
              const rows = deleting
              setDeleting(null)
              void write(() => deletePhotos(rows), 'Photos deleted', 'Failed to delete photos')
            }}
          />
        )}
      </Suspense>
    </section>
  )
}
