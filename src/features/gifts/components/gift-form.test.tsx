// @vitest-environment jsdom
import * as Dialog from '@radix-ui/react-dialog'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AMOUNT_MESSAGE } from '../gift-amount'
import { emptyGift } from '../gift-input'
import { GiftForm } from './gift-form'

function renderForm({ holdEnter = false, busy = false } = {}) {
  const onSubmit = vi.fn(async () => {})
  render(
    <Dialog.Root open>
      <GiftForm
        initial={emptyGift()}
        submitLabel="Add"
        image={null}
        holdEnter={holdEnter}
        busy={busy}
        onSubmit={onSubmit}
      />
    </Dialog.Root>,
  )
  return onSubmit
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const pressEnter = (label: string) =>
  act(async () => {
    const field = screen.getByLabelText(label)
    // What a browser does with Enter in a form's text field: the form is submitted unless prevented.
    if (fireEvent.keyDown(field, { key: 'Enter' })) fireEvent.submit(field.closest('form')!)
  })

describe('GiftForm', () => {
  afterEach(cleanup)

  it('requires a name and an amount of euros, sending nothing until both are right', async () => {
    const onSubmit = renderForm()
    type('Amount (€)', 'NaN')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })))
    expect(screen.getByText('Name is required.')).toBeTruthy()
    expect(screen.getByText(AMOUNT_MESSAGE)).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()

    type('Name', ' Teapot ')
    type('Amount (€)', '35,5')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })))
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Teapot', amount: 35.5, description: null }, expect.anything())
  })

  it('submits on Enter normally, and not while a file is chosen', async () => {
    const free = renderForm()
    type('Name', 'Lamp')
    type('Amount (€)', '20')
    await pressEnter('Name')
    expect(free).toHaveBeenCalledTimes(1)
    cleanup()

    const held = renderForm({ holdEnter: true })
    type('Name', 'Lamp')
    type('Amount (€)', '20')
    await pressEnter('Name')
    expect(held).not.toHaveBeenCalled()
  })

  it('cannot be sent while the image is still compressing', () => {
    renderForm({ busy: true })
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
