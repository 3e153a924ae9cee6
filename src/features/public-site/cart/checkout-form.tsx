import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { purchaseGifts } from '../api/purchase-gifts'
import { formatEurosFr } from '@/lib/money'
import type { CartItem } from './cart-store'

const looksLikeEmail = (value: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim())

/** SPEC §5 checkout: an e-mail enables the purchase; the name goes into the organisers' notification. */
export function CheckoutForm({
  items,
  total,
  onPaid,
  onTaken,
  onFailed,
}: {
  items: CartItem[]
  total: number
  onPaid: () => void
  onTaken: (names: string[]) => void
  onFailed: (message: string) => void
}) {
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [paying, setPaying] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!looksLikeEmail(email)) return
    setPaying(true)
    const result = await purchaseGifts(
      items.map((item) => item.id),
      email,
      name,
    )
    setPaying(false)
    if (result.ok) onPaid()
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
      <Button type="submit" disabled={!looksLikeEmail(email) || paying}>
        {paying ? 'Paiement en cours…' : `Offrir (${formatEurosFr(total)})`}
      </Button>
    </form>
  )
}
