import { randomUUID } from 'node:crypto'

export interface Address {
  Name: string
  Address: string
}

/** A received message in the shape Mailpit's API returns, the local mail catcher of the Supabase CLI. */
export interface StoredMessage {
  ID: string
  MessageID: string
  Read: boolean
  From: Address
  To: Address[]
  Cc: Address[]
  Subject: string
  Created: string
  Size: number
  Text: string
  HTML: string
  Raw: string
}

export type MessageSummary = Omit<StoredMessage, 'Text' | 'HTML' | 'Raw'> & { Snippet: string }

// The inbox is a development aid: keep the newest messages only, so a long session cannot grow without bound.
const MAX_MESSAGES = 1000

export class MessageStore {
  private messages: StoredMessage[] = []
  private listeners = new Set<(m: StoredMessage) => void>()

  add(message: Omit<StoredMessage, 'ID' | 'Read' | 'Created'>): StoredMessage {
    const stored: StoredMessage = { ...message, ID: randomUUID(), Read: false, Created: new Date().toISOString() }
    this.messages.unshift(stored)
    this.messages.length = Math.min(this.messages.length, MAX_MESSAGES)
    for (const listener of this.listeners) listener(stored)
    return stored
  }

  /** Newest first, as Mailpit lists them. */
  list(filter?: (m: StoredMessage) => boolean): StoredMessage[] {
    return filter ? this.messages.filter(filter) : [...this.messages]
  }

  get(id: string): StoredMessage | undefined {
    if (id === 'latest') return this.messages[0]
    return this.messages.find((m) => m.ID === id)
  }

  delete(ids?: string[]): number {
    const before = this.messages.length
    this.messages = ids?.length ? this.messages.filter((m) => !ids.includes(m.ID)) : []
    return before - this.messages.length
  }

  onMessage(listener: (m: StoredMessage) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

export function summarize(m: StoredMessage): MessageSummary {
  const { Text, HTML: _html, Raw: _raw, ...rest } = m
  return { ...rest, Snippet: Text.replace(/\s+/g, ' ').trim().slice(0, 250) }
}

/**
 * Mailpit's search syntax, the parts scripts use: `to:addr`, `from:addr`, `subject:"words"`,
 * and bare words matched against subject and text. All terms must match.
 * https://mailpit.axllent.org/docs/usage/search-filters/
 */
export function searchFilter(query: string): (m: StoredMessage) => boolean {
  const terms = [...query.matchAll(/(\w+:)?(?:"([^"]*)"|(\S+))/g)].map((t) => ({
    field: t[1]?.slice(0, -1).toLowerCase(),
    value: (t[2] ?? t[3] ?? '').toLowerCase(),
  }))
  return (m) =>
    terms.every(({ field, value }) => {
      if (field === 'to') return m.To.some((a) => a.Address.toLowerCase().includes(value))
      if (field === 'from') return m.From.Address.toLowerCase().includes(value)
      if (field === 'subject') return m.Subject.toLowerCase().includes(value)
      return m.Subject.toLowerCase().includes(value) || m.Text.toLowerCase().includes(value)
    })
}
