import { describe, expect, it } from 'vitest'
import { sitePublished, startSteps } from './getting-started'

const none = { site: false, guests: 0, mailings: 0, gifts: 0, uploadsOpen: false }
const all = () => true

describe('startSteps', () => {
  it('lists the five steps of a new event, none done', () => {
    expect(startSteps(none, all).map((s) => [s.id, s.done])).toEqual([
      ['site', false],
      ['guests', false],
      ['invitations', false],
      ['gifts', false],
      ['photos', false],
    ])
  })

  it('ticks each step from what the event has', () => {
    const steps = startSteps({ site: true, guests: 3, mailings: 1, gifts: 2, uploadsOpen: true }, all)
    expect(steps.every((s) => s.done)).toBe(true)
    expect(startSteps({ ...none, guests: 1 }, all).find((s) => s.id === 'guests')?.done).toBe(true)
  })

  it('leaves out the steps of modules that are off', () => {
    expect(startSteps(none, (m) => m !== 'gifts').map((s) => s.id)).toEqual(['site', 'guests', 'invitations', 'photos'])
  })
})

describe('sitePublished', () => {
  it('is false for a new event and true once anything is saved', () => {
    expect(sitePublished({}, { programme: [], sections: [], faq: [], questions: [] })).toBe(false)
    expect(sitePublished(null, null)).toBe(false)
    expect(sitePublished({ theme: 'dark' }, {})).toBe(true)
    expect(sitePublished({}, { programme: [{ id: 'x' }] })).toBe(true)
  })
})
