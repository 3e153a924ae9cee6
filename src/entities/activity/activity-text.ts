import { format } from 'date-fns'
import type { Json } from '@kernel/generated/database.types'

export interface ActivityEntry {
  id: string
  type: string
  data: Json
  created_at: string
}

const text = (data: Record<string, Json | undefined>, key: string): string | null => {
  const value = data[key]
  return typeof value === 'string' && value.trim() ? value.trim() : null
}
const count = (data: Record<string, Json | undefined>, key: string): number | null => {
  const value = data[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

const MAIL_KINDS: Record<string, string> = {
  save_the_date: 'the save-the-date',
  invitation: 'the invitation',
  reminder: 'a reminder',
  message: 'a message',
}

/**
 * SPEC §3 event_activity: one sentence per type (photo_upload, rsvp, gift_purchase,
 * todo_completed, and gift_reservation_undone when an organiser puts a purchased gift back on
 * offer), then the team's own actions the database records (issue 29: guests_imported,
 * mailing_sent, member_joined, site_published); any other type, or a row missing what its type
 * needs, is unknown activity. A gift_purchase is a reservation: no money changes hands here.
 */
export function activityText(entry: Pick<ActivityEntry, 'type' | 'data'>): string {
  const data = entry.data && typeof entry.data === 'object' && !Array.isArray(entry.data) ? entry.data : {}
  switch (entry.type) {
    case 'photo_upload': {
      const photos = count(data, 'photo_count')
      const who = text(data, 'uploader_name') ?? 'A guest'
      return photos === null ? `${who} shared photos` : `${who} shared ${plural(photos, 'photo', 'photos')}`
    }
    case 'rsvp': {
      const name = text(data, 'name')
      if (!name) break
      if (data.status === 'declined') return `${name} declined the invitation`
      const party = count(data, 'number')
      return party === null ? `${name} confirmed` : `${name} confirmed for ${plural(party, 'person', 'people')}`
    }
    case 'gift_purchase': {
      const gift = text(data, 'gift_name')
      if (!gift) break
      return `${text(data, 'name') ?? 'A guest'} reserved ${gift}`
    }
    case 'gift_reservation_undone': {
      const gift = text(data, 'gift_name')
      if (!gift) break
      return `${text(data, 'user_name') ?? 'Someone'} undid the reservation of ${gift}`
    }
    case 'todo_completed': {
      const task = text(data, 'task_name')
      if (!task) break
      return `${text(data, 'user_name') ?? 'Someone'} completed “${task}”`
    }
    case 'guests_imported': {
      const added = count(data, 'count')
      if (added === null) break
      return `${text(data, 'user_name') ?? 'Someone'} imported ${plural(added, 'guest', 'guests')}`
    }
    case 'mailing_sent': {
      const recipients = count(data, 'recipients')
      const kind = typeof data.kind === 'string' ? MAIL_KINDS[data.kind] : undefined
      if (recipients === null || !kind) break
      const scheduled = text(data, 'scheduled_at')
      const who = text(data, 'user_name')
      const to = plural(recipients, 'guest', 'guests')
      // The automatic reminder has no author.
      if (!who && data.kind === 'reminder') return `The automatic reminder went to ${to}`
      return scheduled
        ? `${who ?? 'Someone'} scheduled ${kind} for ${to} on ${activityDate(scheduled)}`
        : `${who ?? 'Someone'} sent ${kind} to ${to}`
    }
    case 'member_joined':
      return `${text(data, 'user_name') ?? 'Someone'} joined the team`
    case 'site_published':
      return `${text(data, 'user_name') ?? 'Someone'} published the website`
  }
  return 'Unknown activity'
}

/**
 * What kind of news an entry is, for the colour of its dot: an RSVP is good news only when the
 * guest comes (a decline in the success colour read as a yes at a glance).
 */
export type ActivityKind = 'photo' | 'rsvp-yes' | 'rsvp-no' | 'gift' | 'todo' | 'team' | 'other'

export function activityKind(entry: Pick<ActivityEntry, 'type' | 'data'>): ActivityKind {
  switch (entry.type) {
    case 'photo_upload':
      return 'photo'
    case 'rsvp': {
      const data = entry.data && typeof entry.data === 'object' && !Array.isArray(entry.data) ? entry.data : {}
      return data.status === 'confirmed' ? 'rsvp-yes' : data.status === 'declined' ? 'rsvp-no' : 'other'
    }
    case 'gift_purchase':
      return 'gift'
    case 'todo_completed':
      return 'todo'
    case 'guests_imported':
    case 'mailing_sent':
    case 'member_joined':
    case 'site_published':
      return 'team'
    default:
      return 'other'
  }
}

/** SPEC §9: 'd MMM yyyy - HH:mm'. */
export const activityDate = (iso: string) => format(new Date(iso), 'd MMM yyyy - HH:mm')
