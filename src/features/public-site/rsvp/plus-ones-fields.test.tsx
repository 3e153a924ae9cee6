// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PlusOne } from '@kernel/plus-ones'
import { companionsAllowedMessage } from './companions-allowed'
import { PlusOnesFields } from './plus-ones-fields'

function Fields({ allowed, initial = [] }: { allowed: number; initial?: PlusOne[] }) {
  const [value, setValue] = useState(initial)
  return <PlusOnesFields value={value} allowed={allowed} onChange={setValue} />
}

const add = () => screen.queryByRole('button', { name: '+ Ajouter un accompagnant' })

describe('PlusOnesFields', () => {
  afterEach(cleanup)

  it('offers no row to a guest invited alone, and says so', () => {
    render(<Fields allowed={0} />)
    expect(add()).toBeNull()
    expect(screen.getByText("Votre invitation ne prévoit pas d'accompagnant.")).toBeTruthy()
  })

  it('adds rows up to the allowance, focusing each, then drops the button and keeps the reason', () => {
    render(<Fields allowed={2} />)
    expect(add()!.getAttribute('aria-describedby')).toBe(
      screen.getByText('Votre invitation prévoit au plus 2 accompagnants.').id,
    )
    fireEvent.click(add()!)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: "Nom de l'accompagnant 1" }))
    fireEvent.click(add()!)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: "Nom de l'accompagnant 2" }))
    expect(add()).toBeNull()
    expect(screen.getByText('Votre invitation prévoit au plus 2 accompagnants.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: "Retirer l'accompagnant 2" }))
    expect(add()).not.toBeNull()
  })

  it('words one companion and none as the database does', () => {
    expect(companionsAllowedMessage(1)).toBe('Votre invitation prévoit au plus 1 accompagnant.')
    expect(companionsAllowedMessage(0)).toBe("Votre invitation ne prévoit pas d'accompagnant.")
    expect(companionsAllowedMessage(20)).toBe('Votre invitation prévoit au plus 20 accompagnants.')
  })
})
