import { useEffect, useRef } from 'react'
import { supabase } from '../../lib/supabase'

let channelCount = 0

/**
 * Every RSVP, purchase, upload and completed todo records an activity row, so one subscription
 * to the event's activity keeps the feed and the overview's figures live: each insert (and each
 * (re)join, which covers what happened while the socket was down) calls `onChange`, which
 * refetches what the screen shows (RLS applies to the refetch; the payload is only a signal).
 */
export function useActivityRealtime(eventId: string, onChange: () => void): void {
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })
  useEffect(() => {
    const changed = () => latest.current()
    const channel = supabase
      .channel(`activity:${eventId}:${++channelCount}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'event_activity', filter: `event_id=eq.${eventId}` },
        changed,
      )
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') changed()
      })
    return () => {
      void supabase.removeChannel(channel)
    }
  }, [eventId])
}
