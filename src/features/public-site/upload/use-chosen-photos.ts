import { useEffect, useState } from 'react'
import { IMAGE_MESSAGES, isAcceptedImage } from '@/lib/images/image-files'
import { toast } from '@/lib/toast'
import { forgetPendingPhoto, loadPendingPhotos, savePendingPhotos } from './pending-photos'
import type { ChosenPhoto } from './send-photos'

export const MAX_PHOTOS = 100

/**
 * The photos a guest has chosen and their sending state. Each is also kept in the browser until it is
 * sent (or refused), so photos chosen on a previous visit come back (`restored` says how many).
 */
export function useChosenPhotos(eventId: string) {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([])
  const [restored, setRestored] = useState(0)

  useEffect(() => {
    let current = true
    void loadPendingPhotos(eventId).then((pending) => {
      if (!current || pending.length === 0) return
      setRestored(pending.length)
      setPhotos((chosen) => [
        ...pending.map((p) => ({ id: p.id, name: p.name, blob: p.blob, status: 'waiting' as const, progress: 0 })),
        ...chosen,
      ])
    })
    return () => {
      current = false
    }
  }, [eventId])

  /** Adds the images among `files` (up to MAX_PHOTOS in all); says what was left out, if anything. */
  function choose(files: File[]): string | null {
    const accepted = files.filter(isAcceptedImage)
    if (accepted.length < files.length) {
      toast.error(IMAGE_MESSAGES.invalidTypeTitle, { description: IMAGE_MESSAGES.invalidTypeBody })
    }
    const room = MAX_PHOTOS - photos.length
    const added = accepted.slice(0, Math.max(0, room)).map((file) => ({
      id: crypto.randomUUID(),
      name: file.name,
      blob: file as Blob,
      status: 'waiting' as const,
      progress: 0,
    }))
    setPhotos((current) => [...current, ...added])
    void savePendingPhotos(
      added.map((p) => ({ id: p.id, scope: eventId, name: p.name, type: p.blob.type, blob: p.blob })),
    )
    return accepted.length > room ? `Vous pouvez envoyer ${MAX_PHOTOS} photos au plus à la fois.` : null
  }

  function remove(id: string) {
    setPhotos((current) => current.filter((photo) => photo.id !== id))
    void forgetPendingPhoto(id)
  }

  const update = (id: string, patch: Partial<ChosenPhoto>) => {
    // A file that is not an image is never sent: the browser need not keep it for later.
    if (patch.status === 'refused') void forgetPendingPhoto(id)
    setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, ...patch } : photo)))
  }

  return { photos, restored, choose, remove, update }
}
