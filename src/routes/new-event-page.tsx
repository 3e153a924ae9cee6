import { NewEventWizard } from '@/features/event-settings/components/new-event-wizard'

/** SPEC §2 /admin/new, /admin/new/general and /admin/new/details. */
export function NewEventPage() {
  return (
    <main className="mx-auto w-full max-w-3xl px-6 py-8">
      <NewEventWizard />
    </main>
  )
}
