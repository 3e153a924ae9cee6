import { describe, expect, it } from 'vitest'
import { albumNames } from './album-names'

const at = (time: string) => new Date(`2026-11-28T${time}`).toISOString()

describe('albumNames', () => {
  it('names each file by its sender and local time, keeping its extension', () => {
    expect(
      albumNames([
        { url: 'u/e/photos/1-a.webp', uploader_name: 'Tante Jeanne', uploaded_at: at('21:04:05') },
        { url: 'u/e/photos/2-b.JPG', uploader_name: null, uploaded_at: at('09:00:00') },
      ]),
    ).toEqual(['Tante-Jeanne_2026-11-28_21-04-05.webp', 'invite_2026-11-28_09-00-00.jpg'])
  })

  it('numbers photos of one sender in one second, whatever the case, so none overwrites another', () => {
    const same = { url: 'u/e/photos/x.webp', uploaded_at: at('21:04:05') }
    expect(
      albumNames([
        { ...same, uploader_name: 'Paul' },
        { ...same, uploader_name: 'Paul' },
        { ...same, uploader_name: 'paul' },
        { ...same, uploader_name: 'Paul-2' },
      ]),
    ).toEqual([
      'Paul_2026-11-28_21-04-05.webp',
      'Paul_2026-11-28_21-04-05-2.webp',
      'paul_2026-11-28_21-04-05-3.webp',
      'Paul-2_2026-11-28_21-04-05.webp',
    ])
  })

  it('keeps names to safe characters: no folders, no dots, accents kept', () => {
    const [name] = albumNames([
      { url: 'u/e/photos/x', uploader_name: '../../Hélène / .hidden', uploaded_at: at('10:00:00') },
    ])
    expect(name).toBe('Hélène-hidden_2026-11-28_10-00-00')
  })
})
