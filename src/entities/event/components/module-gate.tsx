import type { ReactNode } from 'react'
import { isModuleOn, MODULE_OFF_MESSAGES, type EventModule } from '../module-access'
import { useEvent } from '../event-context'

/**
 * Wraps a module screen: when the event has the module switched off, the spec's sentence stands in
 * its place (the tab stays, SPEC §1). The database refuses new rows of a switched-off module too.
 */
export function ModuleGate({ module, children }: { module: EventModule; children: ReactNode }) {
  const { event } = useEvent()
  if (isModuleOn(event.moduleActivation, module)) return <>{children}</>
  return (
    <section className="py-10" role="status">
      <p className="text-slate-600 dark:text-slate-300">{MODULE_OFF_MESSAGES[module]}</p>
    </section>
  )
}
