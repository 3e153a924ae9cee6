import { describe, expect, it } from 'vitest'
import { movedEventRef } from './moved-event'

const id = '0b7c2a52-5f6e-4f3a-9d47-0c1f6f0e8a11'

describe('movedEventRef', () => {
  it('moves a former slug to the current one, or to the id when the event has no slug', () => {
    expect(movedEventRef('camille-et-alex', { id, slug: 'mariage-2027' })).toBe('mariage-2027')
    expect(movedEventRef(' Camille-Et-Alex ', { id, slug: 'Mariage-2027' })).toBe('Mariage-2027')
    expect(movedEventRef('camille-et-alex', { id, slug: null })).toBe(id)
    expect(movedEventRef('camille-et-alex', { id, slug: '' })).toBe(id)
  })

  it('leaves the current slug in any case, the id and a custom domain where they are', () => {
    expect(movedEventRef('mariage-2027', { id, slug: 'mariage-2027' })).toBeNull()
    expect(movedEventRef('MARIAGE-2027', { id, slug: 'mariage-2027' })).toBeNull()
    expect(movedEventRef(id, { id, slug: 'mariage-2027' })).toBeNull()
    expect(movedEventRef(id.toUpperCase(), { id, slug: 'mariage-2027' })).toBeNull()
    expect(movedEventRef('www.camille-alex.fr', { id, slug: 'mariage-2027' })).toBeNull()
  })
})
