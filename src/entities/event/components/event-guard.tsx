import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import { useSession } from '@/entities/session'
import { useEventByIdentifier } from '../api/get-event'
import { EventProvider } from '../event-context'

/**
 * SPEC §2 event guard: `fallback` (skeletons) while loading; /admin when the event is not found or
 * the user is not in its user list (global admins included: they open events through a team link);
 * otherwise the children, with the event in an EventProvider.
 */
export function EventGuard({
  identifier,
  fallback,
  children,
}: {
  identifier: string
  fallback: ReactNode
  children: ReactNode
}) {
  const { userId } = useSession()
  const { data, error, mutate } = useEventByIdentifier(identifier)

  if (data === undefined && error) return <EventLoadError onRetry={() => void mutate()} />
  if (data === undefined) return fallback
  if (data === null || !userId || !data.memberIds.includes(userId)) return <Navigate to={paths.admin()} replace />
  return (
    <EventProvider event={data.event} revalidate={mutate}>
      {children}
    </EventProvider>
  )
}

function EventLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center">
      <p role="alert" className="text-slate-700 dark:text-slate-200">
        Could not load this event.
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </main>
  )
}
