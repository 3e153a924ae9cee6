import type { ComponentProps } from 'react'
import { badgeText, bellLabel } from '../menu-items'

/** The header bell; passes its ref and props through, so the dialog trigger can drive it. */
export function BellButton({ unread, ...props }: ComponentProps<'button'> & { unread: number }) {
  return (
    <button
      type="button"
      aria-label={bellLabel(unread)}
      className="relative inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500 dark:text-slate-200 dark:hover:bg-slate-800"
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="notifications-badge"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {badgeText(unread)}
        </span>
      )}
    </button>
  )
}
