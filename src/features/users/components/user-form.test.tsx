// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import * as Dialog from '@radix-ui/react-dialog'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NEW_USER } from '../form-values'
import { UserForm } from './user-form'

afterEach(cleanup)

function renderForm(props: Partial<Parameters<typeof UserForm>[0]> = {}) {
  const onSubmit = vi.fn(async () => {})
  // FormDialogClose needs a dialog around it.
  render(
    <Dialog.Root open>
      <UserForm initial={NEW_USER} roleLocked={false} submitLabel="Add user" onSubmit={onSubmit} {...props} />
    </Dialog.Root>,
  )
  return { onSubmit }
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add user' })))

describe('UserForm', () => {
  it('requires every field, marks them invalid and sends nothing', async () => {
    const { onSubmit } = renderForm()
    await submit()
    expect(screen.getByText('First name is required.')).toBeTruthy()
    expect(screen.getByText('Last name is required.')).toBeTruthy()
    expect(screen.getByText('E-mail is required.')).toBeTruthy()
    expect(field('First name').getAttribute('aria-invalid')).toBe('true')
    expect(field('First name').getAttribute('aria-describedby')).toBe(screen.getByText('First name is required.').id)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends the trimmed values, the e-mail lowercased', async () => {
    const { onSubmit } = renderForm()
    fireEvent.change(field('First name'), { target: { value: ' Léa ' } })
    fireEvent.change(field('Last name'), { target: { value: 'Dubois ' } })
    fireEvent.change(field('E-mail'), { target: { value: ' LEA@Example.test' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'admin' } })
    await submit()
    expect(onSubmit).toHaveBeenCalledWith(
      { firstName: 'Léa', lastName: 'Dubois', email: 'lea@example.test', role: 'admin' },
      expect.anything(),
    )
    expect(field('E-mail').type).toBe('email')
  })

  it('shows the role as text when editing oneself, and keeps it', async () => {
    const initial = { firstName: 'Ada', lastName: 'Admin', email: 'ada@example.test', role: 'admin' as const }
    const { onSubmit } = renderForm({ initial, roleLocked: true })
    expect(screen.queryByRole('combobox', { name: 'Role' })).toBeNull()
    expect(screen.getByText('You cannot remove your own admin role.')).toBeTruthy()
    await submit()
    expect(onSubmit).toHaveBeenCalledWith(initial, expect.anything())
  })
})
