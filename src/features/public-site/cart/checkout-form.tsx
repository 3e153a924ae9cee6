import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { purchaseGifts } from '../api/purchase-gifts'
import type { CartItem } from './cart-store'

const looksLikeEmail = (value: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim())

/**
 * SPEC §5 checkout: an e-mail enables it; the name goes into the organisers' notification. It
 * reserves the gifts for the organisers: no payment is asked for, so the button says 'Offrir'.
 */
export function CheckoutForm({
  items,
  onReserved,
  onTaken,
  onFailed,
}: {
  items: CartItem[]
  onReserved: () => void
  onTaken: (names: string[]) => void
  onFailed: (message: string) => void
}) {
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!looksLikeEmail(email)) return
    setBusy(true)
    const result = await purchaseGifts(
      items.map((item) => item.id),
      email,
      name,
    )
    setBusy(false)
    if (result.ok) onReserved()
    else if ('taken' in result) onTaken(result.taken)
    else onFailed(result.message)
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <TextField
        label="Votre e-mail"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Votre nom (pour les organisateurs)"
        autoComplete="name"
        maxLength={200}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" disabled={!looksLikeEmail(email) || busy}>
        {busy ? 'Réservation en cours…' : items.length === 1 ? 'Offrir ce cadeau' : 'Offrir ces cadeaux'}
      </Button>
    </form>
  )
}
