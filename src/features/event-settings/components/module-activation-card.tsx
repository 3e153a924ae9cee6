import { useState } from 'react'
import { Card } from '@/components/ui/card'
import { toast } from '@/lib/toast'
import { useEvent } from '@/entities/event'
import { useUpdateEvent } from '../api/update-event'
import { MODULES, readModuleFlags, withModuleFlag, type ModuleKey } from '../module-flags'

/**
 * SPEC §2/§6 module activation (global admins only; the database refuses anyone else). Each
 * toggle saves at once; the box shows the new value while it saves.
 */
export function ModuleActivationCard() {
  const { event } = useEvent()
  const saveFields = useUpdateEvent()
  const [pending, setPending] = useState<{ key: ModuleKey; on: boolean } | null>(null)
  const stored = readModuleFlags(event.moduleActivation)

  async function toggle(key: ModuleKey, on: boolean) {
    setPending({ key, on })
    const patch = { moduleActivation: withModuleFlag(event.moduleActivation, key, on) }
    await saveFields([{ field: 'modules', patch }], toast)
    setPending(null)
  }

  return (
    <Card title="Modules" description="A switched-off module shows a message instead of its screen.">
      <fieldset disabled={pending !== null}>
        <legend className="sr-only">Active modules</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {MODULES.map(({ key, label }) => (
            <label key={key} className="flex items-center gap-3 text-sm">
              <input
                type="checkbox"
                checked={pending?.key === key ? pending.on : stored[key]}
                onChange={(change) => void toggle(key, change.target.checked)}
                className="size-4 accent-rose-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  )
}
