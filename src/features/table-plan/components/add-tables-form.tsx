import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { DEFAULT_SEATS } from '../plan-model'

/** SPEC §2/§9: add tables (count, default 1) with seats per table (default 8), both at least 1. */
export function AddTablesForm({ onAdd }: { onAdd: (count: number, seats: number) => void }) {
  const [count, setCount] = useState('1')
  const [seats, setSeats] = useState(String(DEFAULT_SEATS))
  const valid = Number(count) >= 1 && Number(seats) >= 1
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (valid) onAdd(Number(count), Number(seats))
  }
  const input = 'w-16 rounded border border-slate-300 px-2 py-1 dark:border-slate-700 dark:bg-slate-900'
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 text-sm">
      <label className="flex flex-col gap-1">
        Tables
        <input
          type="number"
          min={1}
          max={200}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          className={input}
        />
      </label>
      <label className="flex flex-col gap-1">
        Seats per table
        <input
          type="number"
          min={1}
          max={100}
          value={seats}
          onChange={(e) => setSeats(e.target.value)}
          className={input}
        />
      </label>
      <Button type="submit" variant="secondary" disabled={!valid}>
        Add tables
      </Button>
    </form>
  )
}
