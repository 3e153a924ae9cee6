import { PublicEventView } from '@/features/public-site/components/public-event-view'
import { WebsiteEditorScreen } from '@/features/website-editor'

/**
 * SPEC §2 /admin/event/{eventId}/website: the editor, whose live preview is the public page's own
 * view (the two features meet here, not in each other).
 */
export function WebsiteEditorPage() {
  return <WebsiteEditorScreen Preview={PublicEventView} />
}
