import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import { photoKeys } from './keys'

export interface StorageUsage {
  /** This event's photos: the private files, their public copies and renditions. */
  eventPhotoBytes: number
  /** Every file the project stores, all events together: what the plan's quota counts. */
  projectBytes: number
  /** What the project's plan allows (private.storage_plan; Supabase Free: 1 GB). */
  quotaBytes: number
}

/** The shared-photos screen's gauge (get_storage_usage, organisers and admins only). */
export async function getStorageUsage(eventId: string): Promise<StorageUsage> {
  const { data } = await supabase.rpc('get_storage_usage', { p_event_id: eventId }).throwOnError()
  const usage = data as { event_photo_bytes: number; project_bytes: number; quota_bytes: number }
  return {
    eventPhotoBytes: Number(usage.event_photo_bytes),
    projectBytes: Number(usage.project_bytes),
    quotaBytes: Number(usage.quota_bytes),
  }
}

export function useStorageUsage(eventId: string) {
  return useSWR(photoKeys.storage(eventId), ([, id]) => getStorageUsage(id))
}
