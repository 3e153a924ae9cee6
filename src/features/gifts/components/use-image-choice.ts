import { useCallback, useEffect, useRef, useState } from 'react'
import { compressImage, NotAnImageError } from '@/lib/images/compress-image'
import { IMAGE_MESSAGES, isAcceptedImage } from '@/lib/images/image-files'
import { toast } from '@/lib/toast'
import type { ImageChange } from '../api/save-gift'

export interface PickedImage {
  file: File
  /** An object URL of the compressed file, for the preview. */
  preview: string
}

/**
 * The dialog's image: kept, removed, or replaced by a picked file, compressed in the worker
 * (SPEC §5: ≤ 1920 px, WebP 0.8) as soon as it is picked, with the worker's progress.
 */
export function useImageChoice() {
  const [picked, setPicked] = useState<PickedImage | null>(null)
  const [removed, setRemoved] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const job = useRef<AbortController | null>(null)

  // The preview URL is let go when replaced or when the dialog closes.
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.preview) : undefined), [picked])
  useEffect(() => () => job.current?.abort(), [])

  const choose = useCallback(async (file: File) => {
    if (!isAcceptedImage(file)) {
      toast.error(IMAGE_MESSAGES.invalidTypeTitle, { description: IMAGE_MESSAGES.invalidTypeBody })
      return
    }
    job.current?.abort()
    const controller = new AbortController()
    job.current = controller
    setProgress(0)
    try {
      const compressed = await compressImage(file, { signal: controller.signal, onProgress: setProgress })
      setPicked({ file: compressed, preview: URL.createObjectURL(compressed) })
      setRemoved(false)
    } catch (error) {
      if (controller.signal.aborted) return
      // A file that is not an image gets the reason, not an invitation to try the same file again.
      if (error instanceof NotAnImageError)
        return void toast.error(IMAGE_MESSAGES.notAnImage, { description: IMAGE_MESSAGES.notAnImageBody })
      console.error('Compressing a gift image failed', error)
      toast.error(IMAGE_MESSAGES.compressFailed, { description: IMAGE_MESSAGES.processFailed })
    } finally {
      if (job.current === controller) {
        job.current = null
        setProgress(null)
      }
    }
  }, [])

  const remove = useCallback(() => {
    job.current?.abort()
    setPicked(null)
    setRemoved(true)
  }, [])

  const change: ImageChange = picked
    ? { kind: 'replace', file: picked.file }
    : removed
      ? { kind: 'remove' }
      : { kind: 'keep' }
  return { picked, removed, progress, compressing: progress !== null, change, choose, remove }
}
