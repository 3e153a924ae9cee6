import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useSession } from '@/entities/session'
import { useEvent } from '@/entities/event'
import { CONTACT_EMAIL_MESSAGES, isContactEmail } from '@kernel/contact-email-rule'
import type { Json } from '@kernel/generated/database.types'
import {
  cleanSiteContent,
  publicSiteContent,
  readSiteContent,
  siteContentProblem,
  type SiteContent,
} from '@kernel/site-content'
import { readWebsiteSettings, writeWebsiteSettings, type WebsiteSettings } from '@kernel/website-settings'
import { NotAnImageError } from '@/lib/images/compress-image'
import { IMAGE_MESSAGES, isAcceptedImage } from '@/lib/images/image-files'
import { toast } from '@/lib/toast'
import { useLeaveGuard } from '@/lib/use-leave-guard'
import { useOwnerEmail } from '../api/get-owner-email'
import { usePublicPreview } from '../api/get-public-preview'
import { usePublishWebsiteSettings } from '../api/publish-website-settings'
import { uploadBackground } from '../api/upload-background'
import { WebsitePanel } from './website-panel'
import { WebsitePreview, type LivePreview } from './website-preview'

const LeaveDialog = lazy(() => import('@/components/ui/leave-dialog').then((m) => ({ default: m.LeaveDialog })))

// Blank instructions are none (publishing trims them).
const instructions = (settings: WebsiteSettings) => settings.giftInstructions?.trim() || null
const same = (a: WebsiteSettings, b: WebsiteSettings) =>
  a.theme === b.theme &&
  a.accent === b.accent &&
  a.titleFont === b.titleFont &&
  a.bgImage === b.bgImage &&
  a.contactEmail === b.contactEmail &&
  instructions(a) === instructions(b)

/**
 * SPEC §2 website editor (/admin/event/{id}/website, full width): the settings panel beside a
 * live preview that is the public page itself, rendered with the draft settings.
 */
export function WebsiteEditorScreen({ Preview }: { Preview: LivePreview }) {
  const { event } = useEvent()
  const { session } = useSession()
  const preview = usePublicPreview(event.id)
  const publishWebsiteSettings = usePublishWebsiteSettings(event.id)
  const ownerEmail = useOwnerEmail(event.id)
  const saved = readWebsiteSettings(event.websiteSettings)
  const [draft, setDraft] = useState<WebsiteSettings>(saved)
  const savedContent = JSON.stringify(cleanSiteContent(readSiteContent(event.siteContent)))
  const [content, setContent] = useState<SiteContent>(() => readSiteContent(event.siteContent))
  const published = cleanSiteContent(content)
  const contentProblem = siteContentProblem(content)
  const contentDirty = JSON.stringify(published) !== savedContent
  const [panelOpen, setPanelOpen] = useState(true)
  const [uploading, setUploading] = useState(false)
  const [publishing, setPublishing] = useState(false)
  // Until the organisers publish a contact e-mail (or choose none, ''), the owner's is offered;
  // offering it is no edit of theirs, so leaving does not ask, but publishing saves it.
  const contact = (draft.contactEmail ?? ownerEmail.data ?? '').trim()
  const contactError = contact && !isContactEmail(contact) ? CONTACT_EMAIL_MESSAGES.invalid : null
  const toPublish: WebsiteSettings = { ...draft, contactEmail: contact || (draft.contactEmail === null ? null : '') }
  const dirty = !same(draft, saved) || contentDirty
  const canPublish = !contactError && !contentProblem && (dirty || (saved.contactEmail === null && contact !== ''))
  const leave = useLeaveGuard(dirty)

  async function pickBackground(file: File) {
    if (!isAcceptedImage(file)) {
      toast.error(IMAGE_MESSAGES.invalidTypeTitle, { description: IMAGE_MESSAGES.invalidTypeBody })
      return
    }
    setUploading(true)
    try {
      const path = await uploadBackground(file, event.user_id ?? event.id, event.id)
      setDraft((current) => ({ ...current, bgImage: path }))
    } catch (error) {
      if (error instanceof NotAnImageError)
        toast.error(IMAGE_MESSAGES.notAnImage, { description: IMAGE_MESSAGES.notAnImageBody })
      else toast.error(IMAGE_MESSAGES.processFailed, { description: (error as Error).message })
    } finally {
      setUploading(false)
    }
  }

  async function publish() {
    setPublishing(true)
    try {
      await publishWebsiteSettings({
        websiteSettings: writeWebsiteSettings(event.websiteSettings, toPublish),
        siteContent: published as unknown as Json,
      })
      setDraft(toPublish)
      setContent(published)
      toast.success('Event updated successfully')
    } catch (error) {
      console.error('Publishing the website failed', error)
      // A contact e-mail the database refuses (EV021) cannot get here: the field checks the same
      // rule first (contact-email.ts), and the route stays without the error catalogue's chunk.
      toast.error('Failed to update event')
    } finally {
      setPublishing(false)
    }
  }

  const previewEvent = preview.data && {
    ...preview.data,
    websiteSettings: writeWebsiteSettings(preview.data.websiteSettings, toPublish),
    siteContent: publicSiteContent(published) as unknown as Json,
  }

  return (
    <div className="flex flex-col md:flex-row">
      {panelOpen && (
        <WebsitePanel
          draft={draft}
          onChange={setDraft}
          contact={draft.contactEmail ?? ownerEmail.data ?? ''}
          contactError={contactError}
          onPickBackground={(file) => void pickBackground(file)}
          uploading={uploading}
          content={content}
          onContentChange={setContent}
          contentProblem={contentProblem}
          canPublish={canPublish}
          publishing={publishing}
          onPublish={() => void publish()}
        />
      )}
      <section aria-label="Preview" className="relative min-w-0 flex-1">
        <div className="sticky top-0 z-10 flex justify-end p-2">
          <Button variant="secondary" onClick={() => setPanelOpen((open) => !open)}>
            {panelOpen ? 'Hide panel' : 'Edit'}
          </Button>
        </div>
        <WebsitePreview
          preview={preview}
          event={previewEvent}
          look={draft}
          slugOrId={event.slug ?? event.id}
          accessToken={session?.access_token}
          View={Preview}
        />
      </section>
      {leave.pending !== null && (
        <Suspense fallback={null}>
          <LeaveDialog open onLeave={leave.leave} onStay={leave.stay} />
        </Suspense>
      )}
    </div>
  )
}
