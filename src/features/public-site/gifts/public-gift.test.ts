import { describe, expect, it } from 'vitest'
import { readPublicGifts } from './public-gift'

describe('readPublicGifts', () => {
  it('keeps well-formed gifts and reads amounts and statuses', () => {
    expect(
      readPublicGifts([
        {
          id: 'a',
          name: 'Vase',
          amount: '45.5',
          status: 'purchased',
          image_url: 'u/e/gifts/a.webp',
          image_files: ['full', 'w480', 3],
        },
        { id: 'b', name: 'Bike', amount: 300, status: 'available', description: 'Red' },
        { id: 'c', amount: 1 },
        { id: 'd', name: 'NaN', amount: 'x' },
        'junk',
      ]),
    ).toEqual([
      {
        id: 'a',
        name: 'Vase',
        description: null,
        amount: 45.5,
        image_url: 'u/e/gifts/a.webp',
        status: 'purchased',
        image_files: ['full', 'w480'],
      },
      { id: 'b', name: 'Bike', description: 'Red', amount: 300, image_url: null, status: 'available', image_files: [] },
    ])
  })

  it('reads nothing from what is not a list', () => {
    expect(readPublicGifts(null)).toEqual([])
    expect(readPublicGifts({ id: 'a' })).toEqual([])
  })
})
