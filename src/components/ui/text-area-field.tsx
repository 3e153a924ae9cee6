import { forwardRef, useId, type TextareaHTMLAttributes } from 'react'
import { FIELD_CONTROL_CLASS, FieldFrame, fieldAria, type FieldSlots } from './field-frame'

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldSlots & { label: string }

/** A labelled textarea with the text field's slots; forwards its ref for react-hook-form's register(). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
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
  const areaId = id ?? fallbackId
  const aria = fieldAria(areaId, { description, error }, describedBy)
  return (
    <FieldFrame label={label} htmlFor={areaId} description={description} error={error} errorRole={errorRole}>
      <textarea
        ref={ref}
        id={areaId}
        className={`${FIELD_CONTROL_CLASS} ${className}`}
        aria-invalid={invalid ?? aria.control['aria-invalid']}
        {...props}
        aria-describedby={aria.control['aria-describedby']}
      />
    </FieldFrame>
  )
})
