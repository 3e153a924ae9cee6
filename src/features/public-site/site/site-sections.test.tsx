// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import type { PublicEvent } from '@kernel/public-event'
import { SiteSections } from './site-sections'

afterEach(cleanup)

const programme = [
  { id: 'a', title: 'Cérémonie', at: '2027-08-14T15:00', place: 'Mairie', address: null },
  { id: 'b', title: 'Dîner', at: '2027-08-14T19:00', place: 'La grange', address: '2 chemin du Moulin, 84160 Cucuron' },
]

const event = (location: string | null) =>
  ({
    id: 'e',
    location,
    moduleActivation: {},
    siteContent: { programme, sections: [], faq: [], questions: [] },
    gifts: [],
    photos: [],
  }) as unknown as PublicEvent

const itinerary = (title: string) => screen.queryByRole('link', { name: `Itinéraire vers ${title}` })

it("'Itinéraire' for a place without an address looks for it in the event's location", () => {
  render(<SiteSections event={event('Lourmarin, Vaucluse')} />)
  expect(itinerary('Cérémonie')?.getAttribute('href')).toBe(
    'https://www.google.com/maps/search/?api=1&query=Mairie%2C%20Lourmarin%2C%20Vaucluse',
  )
  expect(itinerary('Dîner')?.getAttribute('href')).toContain('query=2%20chemin%20du%20Moulin')
})

it("shows no 'Itinéraire' for a place without an address when the event has no location", () => {
  render(<SiteSections event={event(null)} />)
  expect(itinerary('Cérémonie')).toBeNull()
  expect(itinerary('Dîner')).not.toBeNull()
})
