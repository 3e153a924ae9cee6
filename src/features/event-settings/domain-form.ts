import { checkDomainEntry } from '@kernel/domain-rules'

export interface DomainFormContext {
  /** The event's domains as listed (one per event in practice). */
  domains: readonly string[]
  /** The listed domain being changed, or null when adding. */
  editing: string | null
  /** Whether the box was typed in; an untouched empty box shows no error yet. */
  touched: boolean
}

export interface DomainFormState {
  /** The normalised domain to send, when the entry is acceptable. */
  domain: string | null
  message: { kind: 'info' | 'error'; text: string } | null
  /** SPEC §5: Add is disabled while empty, unchanged or invalid. */
  canSubmit: boolean
  submitLabel: 'Add domain' | 'Change domain'
}

/**
 * The custom-domain form (SPEC §4, §5): adding checks the entry against the listed domains
 * ('This domain is already in your list.'); changing one compares it with that domain ('No
 * changes detected'), the change replacing it through /api/add-domain.
 */
export function domainFormState(input: string, { domains, editing, touched }: DomainFormContext): DomainFormState {
  const entry = checkDomainEntry(input, { current: editing, listed: domains.filter((d) => d !== editing) })
  const submitLabel = editing ? 'Change domain' : 'Add domain'
  if (entry.kind === 'ok') {
    // A pasted address (`https://www.Camille-Alex.fr/`) is sent as its host: say which.
    const reshaped = input.trim().toLowerCase() !== entry.domain
    const message = reshaped ? { kind: 'info' as const, text: `Will be saved as ${entry.domain}.` } : null
    return { domain: entry.domain, message, canSubmit: true, submitLabel }
  }
  const silent = !touched && input.trim() === ''
  return {
    domain: null,
    message: silent ? null : { kind: entry.kind, text: entry.message },
    canSubmit: false,
    submitLabel,
  }
}
