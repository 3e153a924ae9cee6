import type { ReactNode } from 'react'
import { TextField } from '@/components/ui/text-field'
import { env } from '@/lib/env'
import type { GeneralValues } from '../field-changes'
import type { SlugStatus } from '../slug-status'
import { SlugField } from './slug-field'

/** SPEC §2 General fields, shared by the new-event wizard and Settings → General. */
export function GeneralFields({
  values,
  onChange,
  slugStatus,
  savedSlug,
  slugAction,
}: {
  values: GeneralValues
  onChange: (values: GeneralValues) => void
  slugStatus: SlugStatus
  /** The event's slug before this edit, if it has one. */
  savedSlug?: string
  slugAction?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Event name"
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
        autoComplete="off"
      />
      <SlugField
        value={values.slug}
        onChange={(slug) => onChange({ ...values, slug })}
        status={slugStatus}
        origin={env.publicSiteUrl}
        savedSlug={savedSlug}
        action={slugAction}
      />
    </div>
  )
}
