import { forwardRef, useId, type SelectHTMLAttributes } from 'react'
import { FIELD_CONTROL_CLASS, FieldFrame } from './field-frame'

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
    <FieldFrame label={label} htmlFor={selectId}>
      <select ref={ref} id={selectId} className={`${FIELD_CONTROL_CLASS} ${className}`} {...props}>
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
    </FieldFrame>
  )
})
