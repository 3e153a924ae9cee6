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
    expect(activityText({ type: 'gift_purchase', data: { name: 'Léa', gift_name: 'Vase' } })).toBe('Léa reserved Vase')
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

  it("says the team's own actions in words", () => {
    expect(activityText({ type: 'guests_imported', data: { user_name: 'Alex', count: 42 } })).toBe(
      'Alex imported 42 guests',
    )
    expect(activityText({ type: 'guests_imported', data: { count: 1 } })).toBe('Someone imported 1 guest')
    expect(
      activityText({ type: 'mailing_sent', data: { user_name: 'Camille', kind: 'invitation', recipients: 30 } }),
    ).toBe('Camille sent the invitation to 30 guests')
    expect(activityText({ type: 'mailing_sent', data: { kind: 'reminder', recipients: 4 } })).toBe(
      'The automatic reminder went to 4 guests',
    )
    expect(
      activityText({
        type: 'mailing_sent',
        data: {
          user_name: 'Alex',
          kind: 'save_the_date',
          recipients: 2,
          scheduled_at: new Date(2027, 1, 3, 9, 30).toISOString(),
        },
      }),
    ).toBe('Alex scheduled the save-the-date for 2 guests on 3 Feb 2027 - 09:30')
    expect(activityText({ type: 'member_joined', data: { user_name: 'Iris Nouvel' } })).toBe(
      'Iris Nouvel joined the team',
    )
    expect(activityText({ type: 'site_published', data: { user_name: 'Alex' } })).toBe('Alex published the website')
    expect(activityText({ type: 'site_published', data: {} })).toBe('Someone published the website')
    expect(activityKind({ type: 'site_published', data: {} })).toBe('team')
  })

  it('treats other types and malformed rows as unknown activity', () => {
    expect(activityText({ type: 'mailing_sent', data: { kind: 'spam', recipients: 3 } })).toBe('Unknown activity')
    expect(activityText({ type: 'guests_imported', data: { user_name: 'Alex' } })).toBe('Unknown activity')
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
