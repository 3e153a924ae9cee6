import { expect, it } from 'vitest'
import { publicEventUrl } from './public-event-url'

const id = 'e1000000-0000-4000-8000-000000000001'

it('uses the slug, else the id', () => {
  expect(publicEventUrl({ id, slug: 'camille-et-alex' }, 'https://eventail.app')).toBe(
    'https://eventail.app/camille-et-alex',
  )
  expect(publicEventUrl({ id, slug: null }, 'https://eventail.app')).toBe(`https://eventail.app/${id}`)
  expect(publicEventUrl({ id, slug: '' }, 'https://eventail.app/')).toBe(`https://eventail.app/${id}`)
})
