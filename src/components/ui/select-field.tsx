import { forwardRef, useId, type SelectHTMLAttributes } from 'react'

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string
  options: readonly { value: string; label: string }[]
  /** Shown as a first, unselectable option while no value is chosen. */
  placeholder?: string
}

/** A labelled native select; forwards its ref so react-hook-form's register() can drive it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, id, className = '', ...props },
  ref,
) {
  const fallbackId = useId()
  const selectId = id ?? fallbackId
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="text-sm font-medium">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className={`rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-rose-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 ${className}`}
        {...props}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
})
