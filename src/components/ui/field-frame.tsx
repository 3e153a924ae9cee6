import type { ReactNode } from 'react'

/** The look every form control shares, so inputs and selects line up. */
export const FIELD_CONTROL_CLASS =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-accent-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900'

/** A label above its control; `htmlFor` ties them together for assistive technology. */
export function FieldFrame({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  )
}
