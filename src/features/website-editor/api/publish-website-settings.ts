import { eventKeys } from '@/features/events'
import type { Json } from '@/kernel/database.types'
import { useMutation } from '@/lib/data/use-mutation'
import { currentAccessToken } from '@/lib/access-token'
import { publishMediaQuietly } from '@/lib/public-media-lazy'
import { supabase } from '@/lib/supabase'

/** 'Publish changes': the event's websiteSettings as drafted. */
export async function publishWebsiteSettings(eventId: string, settings: { [key: string]: Json }): Promise<void> {
  await supabase.from('events').update({ websiteSettings: settings }).eq('id', eventId).throwOnError()
  // The public page shows the background from the public bucket (src/lib/public-media-urls.ts).
  const background = settings.bg_image
  if (typeof background === 'string') await publishMediaQuietly(currentAccessToken, [background])
}

/** Resolves once the event's own read (the saved settings) and the preview show what was published. */
export function usePublishWebsiteSettings(eventId: string) {
  return useMutation({
    write: (settings: { [key: string]: Json }) => publishWebsiteSettings(eventId, settings),
    refreshes: () => [eventKeys.all],
  })
}
