import { describe, expect, it } from 'vitest'
import { desktopTitle, notificationText } from './notification-text'

describe('notificationText', () => {
  it.each([
    ['todo_assigned', { by: 'Camille', todoName: 'Book the DJ' }, 'Camille assigned you the task "Book the DJ"'],
    ['todo_assigned', { todoName: 'Book the DJ' }, 'Someone assigned you the task "Book the DJ"'],
    ['todo_assigned', { by: 'Camille' }, 'Camille assigned you a task'],
    ['guest_rsvp', { guestName: 'Jean Dupont', status: 'confirmed' }, 'Jean Dupont will attend'],
    ['guest_rsvp', { guestName: 'Jean Dupont', status: 'declined' }, 'Jean Dupont will not attend'],
    ['guest_rsvp', { guestName: 'Jean Dupont' }, 'Jean Dupont answered the RSVP'],
    ['guest_rsvp', {}, 'A guest answered the RSVP'],
    ['gift_purchased', { purchaserName: 'Marie', giftName: 'Teapot' }, 'Marie reserved the gift "Teapot"'],
    ['gift_purchased', { purchaserName: 'Marie' }, 'Marie reserved a gift'],
    ['gift_purchased', { purchaserName: '  ' }, 'Someone reserved a gift'],
    ['team_invitation', { by: 'Camille', eventName: 'Wedding' }, 'Camille invited you to join "Wedding"'],
    ['team_invitation', {}, 'Someone invited you to join an event'],
    ['event_reminder', { by: 'Camille' }, 'You have a new notification'],
  ])('%s with %j reads %j', (type, data, text) => {
    expect(notificationText({ type, data })).toBe(text)
  })

  it('ignores data that is not an object or not text', () => {
    expect(notificationText({ type: 'todo_assigned', data: ['x'] })).toBe('Someone assigned you a task')
    expect(notificationText({ type: 'todo_assigned', data: { by: 42, todoName: null } })).toBe(
      'Someone assigned you a task',
    )
  })
})

describe('desktopTitle', () => {
  it.each([
    ['todo_assigned', 'Nouvelle tâche assignée'],
    ['guest_rsvp', 'Nouvelle réponse RSVP'],
    ['gift_purchased', 'Nouveau cadeau offert'],
    ['team_invitation', 'Nouvelle invitation'],
    ['anything_else', 'Nouvelle notification'],
  ])('%s is titled %s', (type, title) => {
    expect(desktopTitle(type)).toBe(title)
  })
})
