import type { EventType } from '../events'

/** SPEC §3 event types, as the Details form lists them. */
export const EVENT_TYPE_OPTIONS: readonly { value: EventType; label: string }[] = [
  { value: 'wedding', label: 'Wedding' },
  { value: 'baptism', label: 'Baptism' },
  { value: 'birthday', label: 'Birthday' },
  { value: 'anniversary', label: 'Anniversary' },
  { value: 'other', label: 'Other' },
]
