// @vitest-environment jsdom
import * as Dialog from '@radix-ui/react-dialog'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { allowanceBelowPartyMessage, emptyGuest, type GuestFormValues } from '../guest-input'
import { GuestForm } from './guest-form'

function renderForm(initial: GuestFormValues = { ...emptyGuest(), name: 'Zoé Martin' }) {
  const onSubmit = vi.fn(async () => {})
  render(
    <Dialog.Root open>
      <GuestForm initial={initial} submitLabel="Save" onSubmit={onSubmit} />
    </Dialog.Root>,
  )
  return onSubmit
}

const allowance = () => screen.getByRole('spinbutton', { name: 'Allowed party size' }) as HTMLInputElement
const addPlusOne = (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Add a plus-one' }))
  const fields = screen.getAllByRole('textbox', { name: /^Plus-one \d+ name$/ })
  fireEvent.change(fields[fields.length - 1], { target: { value: name } })
}
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))

describe('GuestForm: allowed party size', () => {
  afterEach(cleanup)

  it('follows the plus-ones added to a new guest and sends the allowance', async () => {
    const onSubmit = renderForm()
    expect(allowance().value).toBe('1')
    addPlusOne('Léo')
    addPlusOne('Marc')
    expect(allowance().value).toBe('3')
    await save()
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ max_party_size: 3 }), expect.anything())
  })

  it('keeps a larger allowance, and lets the organiser raise it for a guest coming alone', async () => {
    const onSubmit = renderForm()
    fireEvent.change(allowance(), { target: { value: '4' } })
    addPlusOne('Léo')
    expect(allowance().value).toBe('4')
    await save()
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ plus_ones: [{ name: 'Léo', age: 'adult', vegetarian: false }], max_party_size: 4 }),
      expect.anything(),
    )
  })

  it('refuses an allowance below the party or out of bounds, saying why, and sends nothing', async () => {
    const onSubmit = renderForm()
    addPlusOne('Léo')
    fireEvent.change(allowance(), { target: { value: '1' } })
    await save()
    expect(screen.getByText(allowanceBelowPartyMessage(2))).toBeTruthy()
    expect(allowance().getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(allowance(), { target: { value: '22' } })
    await save()
    expect(screen.getByText('The allowed party size is a whole number from 1 to 21.')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
