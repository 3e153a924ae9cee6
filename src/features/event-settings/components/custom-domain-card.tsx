import { lazy, Suspense, useState } from 'react'
import { Card } from '@/components/ui/card'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useEvent } from '@/entities/event'
import { useCustomDomains } from '../api/get-custom-domains'
import { DnsInstructions } from './dns-instructions'
import { DomainEntryForm } from './domain-entry-form'
import { DomainList } from './domain-list'

// Radix loads with the dialog, not with the settings page (the 170 KB budget for a direct visit).
const DeleteDomainDialog = lazy(() => import('./delete-domain-dialog').then((m) => ({ default: m.DeleteDomainDialog })))

/** SPEC §2/§4 custom domain: the list, the add/change form, deletion and the DNS instructions. */
export function CustomDomainCard() {
  const { event } = useEvent()
  const { data, error, mutate } = useCustomDomains(event.id)
  const [editing, setEditing] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<string | null>(null)
  // A domain deleted (or replaced) while being changed leaves nothing to change.
  const changing = editing && data?.some((d) => d.domain === editing) ? editing : null

  return (
    <Card
      title="Custom domain"
      description="Serve the public event page on your own domain. An event has one: a new one replaces it."
    >
      <div className="flex flex-col gap-4">
        {data === undefined && error ? (
          <LoadError compact onRetry={() => void mutate()}>
            Could not load the custom domains.
          </LoadError>
        ) : data === undefined ? (
          <div role="status" aria-label="Loading custom domains">
            <Skeleton className="h-10" />
          </div>
        ) : (
          <>
            <DomainList domains={data} onChange={setEditing} onDelete={setDeleting} />
            <DomainEntryForm
              key={changing ?? 'new'}
              eventId={event.id}
              domains={data.map((d) => d.domain)}
              editing={changing}
              onDone={() => setEditing(null)}
            />
          </>
        )}
        <DnsInstructions domain={data?.[0]?.domain ?? null} />
      </div>
      {deleting !== null && (
        <Suspense fallback={null}>
          <DeleteDomainDialog eventId={event.id} domain={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </Card>
  )
}
