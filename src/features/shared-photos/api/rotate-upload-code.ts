import { eventKeys } from '@/entities/event'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'

/** 'New code': the old one stops working at once. */
export async function rotateUploadCode(eventId: string): Promise<string> {
  const { data, error } = await supabase.rpc('rotate_upload_code', { p_event_id: eventId })
  if (error) throw new Error(error.message)
  return data
}

export function useRotateUploadCode(eventId: string) {
  return useMutation({ write: () => rotateUploadCode(eventId), refreshes: () => [eventKeys.all] })
}
