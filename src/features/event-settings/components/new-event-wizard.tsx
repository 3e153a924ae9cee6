import { useState } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { routes } from '@/lib/paths'
import { slugFromName } from '@kernel/slug-rules'
import { EMPTY_DETAILS, EMPTY_GENERAL, type GeneralValues } from '../field-changes'
import { WizardDetailsStep } from './wizard-details-step'
import { WizardGeneralStep } from './wizard-general-step'
import { WizardIntro } from './wizard-intro'
import { WizardProgress } from './wizard-progress'

/**
 * SPEC §2 new-event wizard: /admin/new, /admin/new/general, /admin/new/details, reusing the
 * settings forms. The draft lives here, above the steps, so Back and Next keep what was typed;
 * nothing is written until the last step creates the event.
 */
export function NewEventWizard() {
  const [general, setGeneral] = useState<GeneralValues>(EMPTY_GENERAL)
  const [details, setDetails] = useState(EMPTY_DETAILS)
  // Until the slug is typed in, it follows the name.
  const [slugTyped, setSlugTyped] = useState(false)

  function changeGeneral(next: GeneralValues) {
    const typed = slugTyped || next.slug !== general.slug
    setSlugTyped(typed)
    setGeneral(typed ? next : { ...next, slug: slugFromName(next.name) })
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Create a new event</h1>
      <WizardProgress />
      <Routes>
        <Route index element={<WizardIntro />} />
        <Route path="general" element={<WizardGeneralStep values={general} onChange={changeGeneral} />} />
        <Route
          path="details"
          element={<WizardDetailsStep general={general} values={details} onChange={setDetails} />}
        />
        <Route path="*" element={<Navigate to={routes.adminNew} replace />} />
      </Routes>
    </div>
  )
}
