import { describe, expect, it } from 'vitest'
import { activityDate, activityKind, activityText } from './activity-text'

describe('activityText', () => {
  it('says each known type', () => {
    expect(activityText({ type: 'photo_upload', data: { uploader_name: 'Jean', photo_count: 3 } })).toBe(
      'Jean shared 3 photos',
    )
    expect(activityText({ type: 'photo_upload', data: { uploader_name: null, photo_count: 1 } })).toBe(
      'A guest shared 1 photo',
    )
    expect(activityText({ type: 'rsvp', data: { name: 'Marie', status: 'confirmed', number: 2 } })).toBe(
      'Marie confirmed for 2 people',
    )
    expect(activityText({ type: 'rsvp', data: { name: 'Paul', status: 'declined', number: 0 } })).toBe(
      'Paul declined the invitation',
    )
    expect(activityText({ type: 'gift_purchase', data: { name: 'Léa', gift_name: 'Vase' } })).toBe('Léa bought Vase')
    expect(
      activityText({
        type: 'gift_reservation_undone',
        data: { user_name: 'Camille', gift_name: 'Vase', gift_id: 'g' },
      }),
    ).toBe('Camille undid the reservation of Vase')
    expect(activityText({ type: 'gift_reservation_undone', data: { gift_name: 'Vase' } })).toBe(
      'Someone undid the reservation of Vase',
    )
    expect(activityText({ type: 'todo_completed', data: { user_name: 'Camille', task_name: 'Book DJ' } })).toBe(
      'Camille completed “Book DJ”',
    )
  })

  it('treats other types and malformed rows as unknown activity', () => {
    expect(activityText({ type: 'party_started', data: {} })).toBe('Unknown activity')
    expect(activityText({ type: 'rsvp', data: {} })).toBe('Unknown activity')
    expect(activityText({ type: 'gift_purchase', data: [] })).toBe('Unknown activity')
    expect(activityText({ type: 'todo_completed', data: null })).toBe('Unknown activity')
    expect(activityText({ type: 'gift_reservation_undone', data: { user_name: 'Camille' } })).toBe('Unknown activity')
  })
})

describe('activityDate', () => {
  it('uses d MMM yyyy - HH:mm in local time', () => {
    expect(activityDate(new Date(2026, 0, 5, 9, 7).toISOString())).toBe('5 Jan 2026 - 09:07')
  })
})

describe('activityKind', () => {
  it('tells a confirmed RSVP from a declined one', () => {
    expect(activityKind({ type: 'rsvp', data: { name: 'Marie', status: 'confirmed', number: 2 } })).toBe('rsvp-yes')
    expect(activityKind({ type: 'rsvp', data: { name: 'Paul', status: 'declined', number: 0 } })).toBe('rsvp-no')
    expect(activityKind({ type: 'rsvp', data: { name: 'Paul' } })).toBe('other')
    expect(activityKind({ type: 'rsvp', data: null })).toBe('other')
  })

  it('names the other kinds, and anything else as other', () => {
    expect(activityKind({ type: 'photo_upload', data: {} })).toBe('photo')
    expect(activityKind({ type: 'gift_purchase', data: {} })).toBe('gift')
    expect(activityKind({ type: 'todo_completed', data: {} })).toBe('todo')
    expect(activityKind({ type: 'gift_reservation_undone', data: {} })).toBe('other')
    expect(activityKind({ type: 'mystery', data: {} })).toBe('other')
  })
})
