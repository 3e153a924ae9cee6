import { FormDialog } from '@/components/ui/form-dialog'
import { useSession } from '@/entities/session'
import { useMediaUrls } from '@/lib/media'
import { toast } from '@/lib/toast'
import { useSaveGift } from '../api/save-gift'
import { emptyGift, formValuesOf, type GiftInput } from '../gift-input'
import type { GiftRow } from '../types'
import { GiftForm } from './gift-form'
import { ImageDropArea } from './image-drop-area'
import { useImageChoice } from './use-image-choice'
import { useUnloadWarning } from './use-unload-warning'

/**
 * 'Add a gift' (gift = null) or 'Edit gift'. Saves the row and its image together (save-gift.ts);
 * stays open on failure so nothing typed or picked is lost.
 */
export function GiftFormDialog({
  eventId,
  gift,
  onClose,
}: {
  eventId: string
  gift: GiftRow | null
  onClose: () => void
}) {
  const save = useSaveGift(eventId)
  const session = useSession()
  const image = useImageChoice()
  const stored = useMediaUrls([gift?.image_url], session.session?.access_token)
  const fileChosen = image.picked !== null || image.compressing
  useUnloadWarning(fileChosen)

  const previewUrl = image.picked ? image.picked.preview : image.removed ? undefined : stored.get(gift?.image_url)

  async function submit(input: GiftInput) {
    if (!session.userId) {
      toast.error('Failed to save gift', { description: 'Your session has ended. Please sign in again.' })
      return
    }
    try {
      await save({ userId: session.userId, input, existing: gift, image: image.change })
    } catch (error) {
      console.error('Saving a gift failed', error)
      toast.error('Failed to save gift', { description: error instanceof Error ? error.message : undefined })
      return
    }
    toast.success(gift ? 'Gift updated successfully!' : 'Gift added successfully!')
    onClose()
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={gift ? 'Edit gift' : 'Add a gift'}
      description="Guests see the gift's name, price, description and image on the event's page."
    >
      {gift?.status === 'purchased' && (
        <p className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          A guest has reserved this gift. Saving it makes it available again on the gift list.
        </p>
      )}
      <GiftForm
        initial={gift ? formValuesOf(gift) : emptyGift()}
        submitLabel={gift ? 'Save' : 'Add'}
        holdEnter={fileChosen}
        busy={image.compressing}
        onSubmit={submit}
        image={
          <ImageDropArea
            imageUrl={previewUrl}
            progress={image.progress}
            onFile={(file) => void image.choose(file)}
            onRemove={image.remove}
          />
        }
      />
    </FormDialog>
  )
}
