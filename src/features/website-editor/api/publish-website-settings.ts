import { eventKeys } from '@/entities/event'
import type { Json } from '@kernel/generated/database.types'
import { useMutation } from '@/lib/data/use-mutation'
import { publishMediaQuietly } from '@/lib/media'
import { supabase } from '@/lib/supabase'

export interface PublishedWebsite {
  websiteSettings: { [key: string]: Json }
  /** The programme, sections, FAQ and RSVP questions (events."siteContent"). */
  siteContent: Json
}

/** 'Publish changes': the event's websiteSettings and site content as drafted, in one update. */
export async function publishWebsiteSettings(eventId: string, website: PublishedWebsite): Promise<void> {
  await supabase
    .from('events')
    .update({ websiteSettings: website.websiteSettings, siteContent: website.siteContent })
    .eq('id', eventId)
    .throwOnError()
  // The public page shows the background from the public bucket (src/lib/media/public-image-urls.ts).
  const background = website.websiteSettings.bg_image
  if (typeof background === 'string') await publishMediaQuietly([background])
}

/** Resolves once the event's own read (the saved settings) and the preview show what was published. */
export function usePublishWebsiteSettings(eventId: string) {
  return useMutation({
    write: (website: PublishedWebsite) => publishWebsiteSettings(eventId, website),
    refreshes: () => [eventKeys.all],
  })
}
