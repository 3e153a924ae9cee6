import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { FieldFrame, useFieldControl, type FieldSlots } from './field-frame'

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldSlots & { label: string }

/** A labelled textarea with the text field's slots; forwards its ref for react-hook-form's register(). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(props, ref) {
  const { frame, control } = useFieldControl(props)
  return (
    <FieldFrame {...frame}>
      <textarea ref={ref} {...control} />
    </FieldFrame>
  )
})
