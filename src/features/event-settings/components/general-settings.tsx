import { useSession } from '../../auth/use-session'
import { CustomDomainCard } from './custom-domain-card'
import { DeleteEventCard } from './delete-event-card'
import { EventIdCard } from './event-id-card'
import { GeneralFormCard } from './general-form-card'
import { ModuleActivationCard } from './module-activation-card'

/** SPEC §2 Settings → General. Module activation is for global admins only (§6). */
export function GeneralSettings() {
  const { isAdmin } = useSession()
  return (
    <div className="flex flex-col gap-6">
      <GeneralFormCard />
      <CustomDomainCard />
      <EventIdCard />
      {isAdmin && <ModuleActivationCard />}
      <DeleteEventCard />
    </div>
  )
}
