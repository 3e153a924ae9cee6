// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { Menu } from './menu'

afterEach(cleanup)

function renderMenu() {
  const onSettings = vi.fn()
  const onDelete = vi.fn()
  render(
    <>
      <Menu
        label="Actions for Anna & Tom"
        trigger="…"
        items={[
          { label: 'Event settings', onSelect: onSettings },
          { label: 'Delete', onSelect: onDelete, destructive: true },
        ]}
      />
      <button type="button">Outside</button>
    </>,
  )
  return { trigger: screen.getByRole('button', { name: 'Actions for Anna & Tom' }), onSettings, onDelete }
}

it('opens on click with focus on the first item, and moves with the arrow keys', async () => {
  const { trigger } = renderMenu()
  expect(trigger.getAttribute('aria-expanded')).toBe('false')
  fireEvent.click(trigger)
  expect(trigger.getAttribute('aria-expanded')).toBe('true')
  const menu = await screen.findByRole('menu', { name: 'Actions for Anna & Tom' })
  // The list links itself to the trigger in an effect, which may run after the menu is found.
  await waitFor(() => expect(trigger.getAttribute('aria-controls')).toBe(menu.id))
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Event settings' }))
  fireEvent.keyDown(menu, { key: 'ArrowDown' })
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }))
  fireEvent.keyDown(menu, { key: 'ArrowDown' })
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Event settings' }))
  fireEvent.keyDown(menu, { key: 'End' })
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }))
})

it('closes on Escape and gives focus back to its button', async () => {
  const { trigger } = renderMenu()
  fireEvent.click(trigger)
  fireEvent.keyDown(await screen.findByRole('menu'), { key: 'Escape' })
  expect(screen.queryByRole('menu')).toBeNull()
  expect(document.activeElement).toBe(trigger)
})

it('opens from the keyboard with ArrowDown', async () => {
  const { trigger } = renderMenu()
  fireEvent.keyDown(trigger, { key: 'ArrowDown' })
  expect(await screen.findByRole('menu')).toBeTruthy()
})

it('runs the chosen action after closing', async () => {
  const { trigger, onDelete, onSettings } = renderMenu()
  fireEvent.click(trigger)
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }))
  expect(onDelete).toHaveBeenCalledOnce()
  expect(onSettings).not.toHaveBeenCalled()
  expect(screen.queryByRole('menu')).toBeNull()
  expect(document.activeElement).toBe(trigger)
})

it('closes on a click outside', async () => {
  const { trigger } = renderMenu()
  fireEvent.click(trigger)
  await screen.findByRole('menu')
  act(() => {
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }))
  })
  expect(screen.queryByRole('menu')).toBeNull()
})
