import { useEffect } from 'react'
import { mutate } from 'swr'
import { supabase } from '../../lib/supabase'
import { userNotificationsKeys } from './api/list-notifications'

// supabase-js hands back the existing channel for a topic already in use: each subscriber gets its own.
let channelCount = 0

/**
 * Live updates without polling: any insert, update or delete of the user's notifications
 * refetches the cached lists (RLS applies to the refetch; the change payload is only a signal).
 * Each (re)join refetches too, covering changes made while the socket was down.
 */
export function useNotificationsRealtime(userId: string | null): void {
  useEffect(() => {
    if (!userId) return
    const revalidate = () => void mutate(userNotificationsKeys(userId))
    const channel = supabase
      .channel(`notifications:${userId}:${++channelCount}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` },
        revalidate,
      )
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') revalidate()
      })
    return () => {
      void supabase.removeChannel(channel)
    }
  }, [userId])
}
