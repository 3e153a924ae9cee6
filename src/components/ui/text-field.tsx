import { forwardRef, type InputHTMLAttributes } from 'react'
import { FieldFrame, useFieldControl, type FieldSlots } from './field-frame'

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldSlots & { label: string }

/**
 * A labelled text input with its description and error slots; forwards its ref so
 * react-hook-form's register() can drive it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const { frame, control } = useFieldControl(props)
  return (
    <FieldFrame {...frame}>
      <input ref={ref} {...control} />
    </FieldFrame>
  )
})
