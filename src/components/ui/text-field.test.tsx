// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { SelectField } from './select-field'
import { TextAreaField } from './text-area-field'
import { TextField } from './text-field'

afterEach(cleanup)

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)

it('a field without slots is neither invalid nor described', () => {
  render(<TextField label="Name" />)
  const box = screen.getByRole('textbox', { name: 'Name' })
  expect(box.hasAttribute('aria-invalid')).toBe(false)
  expect(box.hasAttribute('aria-describedby')).toBe(false)
})

it('wires the error, then the description, then what the caller adds, to the control', () => {
  render(
    <>
      <p id="elsewhere">A note elsewhere</p>
      <TextField
        label="Name"
        description="As on the invitation"
        error="Name is required."
        aria-describedby="elsewhere"
      />
    </>,
  )
  const box = screen.getByRole('textbox', { name: 'Name' })
  expect(box.getAttribute('aria-invalid')).toBe('true')
  expect(describedBy(box)).toEqual(['Name is required.', 'As on the invitation', 'A note elsewhere'])
  expect(screen.queryByRole('alert')).toBeNull()
})

it('announces an error as an alert when asked, and keeps an explicit aria-invalid', () => {
  render(<TextField label="Code" error="Wrong code" errorRole="alert" aria-invalid={false} />)
  expect(screen.getByRole('alert').textContent).toBe('Wrong code')
  expect(screen.getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe('false')
})

it('gives the textarea and the select the same slots', () => {
  render(
    <>
      <TextAreaField label="Comment" error="Too long" />
      <SelectField label="Role" options={[{ value: 'user', label: 'User' }]} error="Pick one" description="Who" />
    </>,
  )
  const area = screen.getByRole('textbox', { name: 'Comment' })
  expect(area.getAttribute('aria-invalid')).toBe('true')
  expect(describedBy(area)).toEqual(['Too long'])
  const select = screen.getByRole('combobox', { name: 'Role' })
  expect(describedBy(select)).toEqual(['Pick one', 'Who'])
})
