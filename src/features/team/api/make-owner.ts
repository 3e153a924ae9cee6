import { supabase } from '../../../lib/supabase'

/**
 * 'Make owner': the database hands the event to this active editor and makes the previous owner
 * an editor, in one transaction (transfer_event_ownership).
 */
export async function makeOwner(eventId: string, userId: string): Promise<void> {
  const { error } = await supabase.rpc('transfer_event_ownership', { p_event_id: eventId, p_user_id: userId })
  if (error) throw new Error(error.message)
}
