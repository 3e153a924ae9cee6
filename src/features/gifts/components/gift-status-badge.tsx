import type { GiftStatus } from '../types'

const LOOK: Record<GiftStatus, { label: string; className: string }> = {
  available: {
    label: 'Available',
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  },
  purchased: { label: 'Reserved', className: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200' },
}

/**
 * Green for available, red for purchased, as the public gift list shows them (SPEC §2). The
 * status keeps the spec's name, but the admin says what happened: a guest reserved the gift
 * (checkout takes no money, issue 29).
 */
export function GiftStatusBadge({ status }: { status: GiftStatus }) {
  const { label, className } = LOOK[status]
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${className}`}>{label}</span>
}
