import type { InputHTMLAttributes, Ref } from 'react'
import { SearchIcon } from './icons'

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The accessible name: a placeholder alone is not one. */
  label: string
  ref?: Ref<HTMLInputElement>
}

export function SearchInput({ label, className = '', ref, ...props }: SearchInputProps) {
  return (
    <div className={`relative ${className}`}>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500" />
      <input
        ref={ref}
        type="search"
        aria-label={label}
        className="w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-rose-500 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-400"
        {...props}
      />
    </div>
  )
}
