import type { ComponentType, CSSProperties } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import type { PublicEvent } from '@kernel/public-event'
import type { WebsiteSettings } from '@kernel/website-settings'
import { accentCssVariables } from '@kernel/accent-palettes'
import type { usePublicPreview } from '../api/get-public-preview'

type Preview = ReturnType<typeof usePublicPreview>

/**
 * The public page drawn with the draft settings: the route passes the public site's own view
 * (PublicEventView), so this feature does not import that one.
 */
export type LivePreview = ComponentType<{
  event: PublicEvent
  slugOrId: string
  reload: () => Promise<void>
  preview: { accessToken?: string }
}>

/** The live preview: the public page itself, drawn with the draft's look and content. */
export function WebsitePreview({
  preview,
  event,
  look,
  slugOrId,
  accessToken,
  View,
}: {
  preview: Preview
  /** The public event with the draft applied, once the preview is read. */
  event: Preview['data']
  look: Pick<WebsiteSettings, 'theme' | 'accent'>
  slugOrId: string
  accessToken: string | undefined
  /** The public page's own view, passed down from the route. */
  View: LivePreview
}) {
  return (
    <>
      {preview.error && !preview.data && (
        <div className="p-6">
          <LoadError onRetry={() => void preview.mutate()}>
            Failed to load the preview: {(preview.error as Error).message}
          </LoadError>
        </div>
      )}
      {!preview.data && !preview.error && <Skeleton className="m-6 h-96" />}
      {event && (
        // `inert`: the preview shows the page; its buttons are the guests', not the organiser's.
        <div
          inert
          className={`${look.theme} bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100`}
          // The drafted accent on the preview alone: the editor around it keeps the app's.
          style={accentCssVariables(look.accent) as CSSProperties}
          data-testid="website-preview"
        >
          <div className="mx-auto max-w-5xl px-6 py-10">
            <View
              event={event}
              slugOrId={slugOrId}
              reload={async () => void (await preview.mutate())}
              preview={{ accessToken }}
            />
          </div>
        </div>
      )}
    </>
  )
}
