// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PhotoRow } from '../types'
import { PhotoTile, photoName } from './photo-tile'

const photo = (fields: Partial<PhotoRow> = {}): PhotoRow => ({
  id: 'p1',
  event_id: 'e1',
  url: 'u/e1/photos/1-a.jpg',
  caption: null,
  uploader_name: 'Paul',
  public: false,
  uploaded_at: '2026-11-01T00:00:00Z',
  published_at: null,
  file_problem: null,
  ...fields,
})

afterEach(cleanup)

describe('PhotoTile', () => {
  it('names its two controls apart: a selection checkbox and a public-page switch', () => {
    const onSelect = vi.fn()
    const onTogglePublic = vi.fn()
    render(
      <ul>
        <PhotoTile
          photo={photo({ public: true })}
          src={undefined}
          selected={false}
          onSelect={onSelect}
          onOpen={vi.fn()}
          onTogglePublic={onTogglePublic}
        />
      </ul>,
    )
    const select = screen.getByRole('checkbox', { name: 'Select photo by Paul' })
    const visible = screen.getByRole('switch', { name: 'On public page: photo by Paul' })
    expect((select as HTMLInputElement).checked).toBe(false)
    expect((visible as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText('On public page')).toBeTruthy()

    fireEvent.click(select)
    expect(onSelect).toHaveBeenCalledWith(true)
    expect(onTogglePublic).not.toHaveBeenCalled()
    fireEvent.click(visible)
    expect(onTogglePublic).toHaveBeenCalledTimes(1)
  })
})

describe('PhotoTile of a file that is not an image', () => {
  it('says so and offers no public-page switch', () => {
    render(
      <ul>
        <PhotoTile
          photo={photo({ file_problem: 'not_an_image' })}
          src={undefined}
          selected={false}
          onSelect={vi.fn()}
          onOpen={vi.fn()}
          onTogglePublic={vi.fn()}
        />
      </ul>,
    )
    expect(screen.getByText('Not an image: kept private')).toBeTruthy()
    expect(screen.queryByRole('switch')).toBeNull()
  })
})

describe('photoName', () => {
  it('uses the caption, else the uploader, else says a guest sent it', () => {
    expect(photoName({ caption: 'Le gâteau', uploader_name: 'Paul' })).toBe('photo “Le gâteau”')
    expect(photoName({ caption: null, uploader_name: 'Paul' })).toBe('photo by Paul')
    expect(photoName({ caption: '', uploader_name: null })).toBe('photo by a guest')
  })
})
