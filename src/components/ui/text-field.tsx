import { forwardRef, useId, type InputHTMLAttributes } from 'react'

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string }

/** A labelled text input; forwards its ref so react-hook-form's register() can drive it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, id, className = '', ...props },
  ref,
) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={`rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-rose-500 dark:border-slate-700 dark:bg-slate-900 ${className}`}
        {...props}
      />
    </div>
  )
})
