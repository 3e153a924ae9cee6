import { readData, type NotificationRow } from './types'

type Described = Pick<NotificationRow, 'type' | 'data'>

/** The menu item's text and the desktop notification's body (English, SPEC §1). */
export function notificationText({ type, data }: Described): string {
  const d = readData(data)
  switch (type) {
    case 'todo_assigned':
      return d.todoName
        ? `${d.by ?? 'Someone'} assigned you the task "${d.todoName}"`
        : `${d.by ?? 'Someone'} assigned you a task`
    case 'guest_rsvp': {
      const guest = d.guestName ?? 'A guest'
      if (d.status === 'confirmed') return `${guest} will attend`
      if (d.status === 'declined') return `${guest} will not attend`
      return `${guest} answered the RSVP`
    }
    case 'gift_purchased':
      return `${d.purchaserName ?? 'Someone'} reserved ${d.giftName ? `the gift "${d.giftName}"` : 'a gift'}`
    case 'team_invitation':
      return `${d.by ?? 'Someone'} invited you to join ${d.eventName ? `"${d.eventName}"` : 'an event'}`
    default:
      return 'You have a new notification'
  }
}

/** SPEC §4: desktop notification titles are French, one per type and a default. */
export function desktopTitle(type: string): string {
  switch (type) {
    case 'todo_assigned':
      return 'Nouvelle tâche assignée'
    case 'guest_rsvp':
      return 'Nouvelle réponse RSVP'
    case 'gift_purchased':
      return 'Nouveau cadeau offert'
    case 'team_invitation':
      return 'Nouvelle invitation'
    default:
      return 'Nouvelle notification'
  }
}
