import { useSession } from '@/entities/session'
import { useEvent } from '@/entities/event'
import { useMyRole } from '../api/get-my-role'
import { CustomDomainCard } from './custom-domain-card'
import { DeleteEventCard } from './delete-event-card'
import { EventIdCard } from './event-id-card'
import { GeneralFormCard } from './general-form-card'
import { ModuleActivationCard } from './module-activation-card'

/** SPEC §2 Settings → General. Module activation is for global admins only (§6). */
export function GeneralSettings() {
  const { isAdmin, userId } = useSession()
  const { event } = useEvent()
  const { data: myRole } = useMyRole(event.id, userId)
  return (
    <div className="flex flex-col gap-6">
      <GeneralFormCard />
      <CustomDomainCard />
      <EventIdCard />
      {isAdmin && <ModuleActivationCard />}
      {/* Only owners and global admins may delete (SPEC §6); the database refuses others too. */}
      {(isAdmin || myRole === 'owner') && <DeleteEventCard />}
    </div>
  )
}
