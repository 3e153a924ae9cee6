import { forwardRef, type SelectHTMLAttributes } from 'react'
import { FieldFrame, useFieldControl, type FieldSlots } from './field-frame'

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldSlots & {
    label: string
    options: readonly { value: string; label: string }[]
    /** Shown as a first, unselectable option while no value is chosen. */
    placeholder?: string
  }

/** A labelled native select with the text field's slots; forwards its ref for react-hook-form's register(). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { options, placeholder, ...props },
  ref,
) {
  const { frame, control } = useFieldControl(props)
  return (
    <FieldFrame {...frame}>
      <select ref={ref} {...control}>
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
