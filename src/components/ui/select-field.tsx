import { forwardRef, useId, type SelectHTMLAttributes } from 'react'
import { FIELD_CONTROL_CLASS, FieldFrame, fieldAria, type FieldSlots } from './field-frame'

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldSlots & {
    label: string
    options: readonly { value: string; label: string }[]
    /** Shown as a first, unselectable option while no value is chosen. */
    placeholder?: string
  }

/** A labelled native select with the text field's slots; forwards its ref for react-hook-form's register(). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  {
    label,
    options,
    placeholder,
    id,
    className = '',
    description,
    error,
    errorRole,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...props
  },
  ref,
) {
  const fallbackId = useId()
  const selectId = id ?? fallbackId
  const aria = fieldAria(selectId, { description, error }, describedBy)
  return (
    <FieldFrame label={label} htmlFor={selectId} description={description} error={error} errorRole={errorRole}>
      <select
        ref={ref}
        id={selectId}
        className={`${FIELD_CONTROL_CLASS} ${className}`}
        aria-invalid={invalid ?? aria.control['aria-invalid']}
        {...props}
        aria-describedby={aria.control['aria-describedby']}
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
    </FieldFrame>
  )
})
