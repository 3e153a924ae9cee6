// @vitest-environment jsdom
import * as Dialog from '@radix-ui/react-dialog'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { allowanceBelowPartyMessage, emptyGuest, type GuestFormValues } from '../guest-input'
import { GuestForm } from './guest-form'

function renderForm(
  initial: GuestFormValues = { ...emptyGuest(), name: 'Zoé Martin' },
  nameTakenBy?: (name: string) => string | undefined,
) {
  const onSubmit = vi.fn(async () => {})
  render(
    <Dialog.Root open>
      <GuestForm initial={initial} submitLabel="Save" onSubmit={onSubmit} nameTakenBy={nameTakenBy} />
    </Dialog.Root>,
  )
  return onSubmit
}

const allowance = () => screen.getByRole('spinbutton', { name: 'Allowed party size (optional)' }) as HTMLInputElement
const addPlusOne = (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Add a plus-one' }))
  const fields = screen.getAllByRole('textbox', { name: /^Plus-one \d+ name$/ })
  fireEvent.change(fields[fields.length - 1], { target: { value: name } })
}
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))

describe('GuestForm: allowed party size', () => {
  afterEach(cleanup)

  it("starts a new guest without a limit, keeps none as plus-ones are added, and sends none (the event's setting)", async () => {
    const onSubmit = renderForm()
    expect(allowance().value).toBe('')
    addPlusOne('Léo')
    addPlusOne('Marc')
    expect(allowance().value).toBe('')
    await save()
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ max_party_size: null }), expect.anything())
  })

  it('follows the plus-ones added past a limit typed', async () => {
    const onSubmit = renderForm()
    fireEvent.change(allowance(), { target: { value: '1' } })
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

describe('GuestForm: a name already on the list (issue 29)', () => {
  afterEach(cleanup)

  it('warns while the name matches another guest (any case), and still lets the organiser add it', async () => {
    const taken = (name: string) => (name.trim().toLowerCase() === 'claire martin' ? 'Claire Martin' : undefined)
    const onSubmit = renderForm({ ...emptyGuest(), name: '' }, taken)
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(screen.queryByText(/is already on the list/)).toBeNull()
    fireEvent.change(name, { target: { value: '  CLAIRE martin ' } })
    const warning = screen.getByRole('status')
    expect(warning.textContent).toContain('“Claire Martin” is already on the list.')
    expect(warning.textContent).toContain('personal invitation link')
    expect(name.getAttribute('aria-describedby')).toContain(warning.id)
    fireEvent.change(name, { target: { value: 'Claire Martin (Lyon)' } })
    expect(screen.queryByText(/is already on the list/)).toBeNull()
    fireEvent.change(name, { target: { value: 'claire martin' } })
    await save()
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'claire martin' }), expect.anything())
  })
})
