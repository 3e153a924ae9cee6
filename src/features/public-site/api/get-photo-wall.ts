import { callPublicRpc } from '@/lib/supabase-http'
import type { WallAnswer } from '../live/wall-queue'

/**
 * The published photos of the event at `ref` (slug, id or custom domain), those published after
 * `since` when given, with every published id (get_photo_wall). Null for an unknown event.
 */
export function getPhotoWall(ref: string, since: string | null): Promise<WallAnswer | null> {
  return callPublicRpc<WallAnswer | null>('get_photo_wall', since ? { p_ref: ref, p_since: since } : { p_ref: ref })
}
