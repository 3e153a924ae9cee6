import { forwardRef, useId, type InputHTMLAttributes } from 'react'
import { FIELD_CONTROL_CLASS, FieldFrame } from './field-frame'

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string }

/** A labelled text input; forwards its ref so react-hook-form's register() can drive it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, id, className = '', ...props },
  ref,
) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  return (
    <FieldFrame label={label} htmlFor={inputId}>
      <input ref={ref} id={inputId} className={`${FIELD_CONTROL_CLASS} ${className}`} {...props} />
    </FieldFrame>
  )
})
