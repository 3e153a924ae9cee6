import { forwardRef, useId, type InputHTMLAttributes } from 'react'
import { FIELD_CONTROL_CLASS, FieldFrame, fieldAria, type FieldSlots } from './field-frame'

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldSlots & { label: string }

/**
 * A labelled text input with its description and error slots; forwards its ref so
 * react-hook-form's register() can drive it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
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
  const inputId = id ?? fallbackId
  const aria = fieldAria(inputId, { description, error }, describedBy)
  return (
    <FieldFrame label={label} htmlFor={inputId} description={description} error={error} errorRole={errorRole}>
      <input
        ref={ref}
        id={inputId}
        className={`${FIELD_CONTROL_CLASS} ${className}`}
        aria-invalid={invalid ?? aria.control['aria-invalid']}
        {...props}
        aria-describedby={aria.control['aria-describedby']}
      />
    </FieldFrame>
  )
})
