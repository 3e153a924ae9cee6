import { useId, type AriaAttributes, type ReactNode } from 'react'

/** The look every form control shares, so inputs and selects line up. */
export const FIELD_CONTROL_CLASS =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-accent-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900'

/** What a field may say beside its label and control, for every field primitive. */
export interface FieldSlots {
  /** A sentence under the control, read with it (aria-describedby). */
  description?: ReactNode
  /** The field's refusal: shown under the control, which is marked invalid and described by it. */
  error?: string | null
  /**
   * 'alert' announces the error as it appears: for a refusal that comes after a submit, away
   * from where the user is typing. By default it is read with the field when it gets the focus.
   */
  errorRole?: 'alert' | 'status'
}

/**
 * The ids and ARIA attributes of a control with its slots, wired once for every field: invalid
 * while it has an error, described by the error, then the description, then what the caller adds
 * (`describedBy`, e.g. a hint elsewhere on the form).
 */
export function fieldAria(id: string, { description, error }: FieldSlots, describedBy?: string) {
  const errorId = error ? `${id}-error` : undefined
  const descriptionId = description ? `${id}-description` : undefined
  return {
    errorId,
    descriptionId,
    control: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [errorId, descriptionId, describedBy].filter(Boolean).join(' ') || undefined,
    } as const,
  }
}

/** A refusal under a field or a form, in the one style errors have. */
export function FieldError({
  id,
  role,
  className = '',
  children,
}: {
  id?: string
  role?: 'alert' | 'status'
  className?: string
  children: ReactNode
}) {
  return (
    <p id={id} role={role} className={`text-sm text-rose-700 dark:text-rose-400 ${className}`}>
      {children}
    </p>
  )
}

/**
 * A label above its control, then the field's description and error (bulletproof-react's
 * FieldWrapper); `htmlFor` ties the label to the control, `fieldAria` the rest.
 */
export function FieldFrame({
  label,
  htmlFor,
  description,
  error,
  errorRole,
  children,
}: FieldSlots & { label: string; htmlFor: string; children: ReactNode }) {
  const { errorId, descriptionId } = fieldAria(htmlFor, { description, error })
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {description && (
        <p id={descriptionId} className="text-xs text-slate-600 dark:text-slate-400">
          {description}
        </p>
      )}
      {error && (
        <FieldError id={errorId} role={errorRole}>
          {error}
        </FieldError>
      )}
    </div>
  )
}

type ControlProps = FieldSlots &
  Pick<AriaAttributes, 'aria-describedby' | 'aria-invalid'> & { label: string; id?: string; className?: string }

/**
 * What every field primitive does with its props: an id (the caller's or a fresh one), the frame's
 * label and slots, and the control's own props with the shared look and the ARIA wiring of `fieldAria`
 * (the caller's `aria-invalid` wins; its `aria-describedby` comes after the slots').
 */
export function useFieldControl<P extends ControlProps>(props: P) {
  const {
    label,
    id,
    className = '',
    description,
    error,
    errorRole,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...rest
  } = props
  const fallbackId = useId()
  const controlId = id ?? fallbackId
  const aria = fieldAria(controlId, { description, error }, describedBy)
  return {
    frame: { label, htmlFor: controlId, description, error, errorRole },
    control: {
      ...rest,
      id: controlId,
      className: `${FIELD_CONTROL_CLASS} ${className}`,
      'aria-invalid': invalid ?? aria.control['aria-invalid'],
      'aria-describedby': aria.control['aria-describedby'],
    },
  }
}
