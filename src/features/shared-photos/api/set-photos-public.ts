import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import { photoKeys } from './keys'

/** SPEC §4 photo: publish (public true) or unpublish one or several photos. */
export async function setPhotosPublic(ids: readonly string[], value: boolean): Promise<void> {
  await supabase.from('photos').update({ public: value }).in('id', ids).throwOnError()
}

export function useSetPhotosPublic(eventId: string) {
  return useMutation({ write: setPhotosPublic, refreshes: () => [photoKeys.ofEvent(eventId)] })
}
