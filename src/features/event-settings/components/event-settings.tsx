import { lazy, Suspense, type ReactNode } from 'react'
import { Navigate, Route, Routes, useParams } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/lib/paths'
import { SettingsNav } from './settings-nav'

// Each section is its own chunk: opening General does not download Details or Team.
const GeneralSettings = lazy(() => import('./general-settings').then((m) => ({ default: m.GeneralSettings })))
const DetailsSettings = lazy(() => import('./details-settings').then((m) => ({ default: m.DetailsSettings })))

/**
 * SPEC §2 /admin/event/{eventId}/settings with General, Details and Team. /settings itself shows
 * General in place rather than redirecting, so links to /settings keep their address. The Team
 * section is the team feature's screen, which the router passes in (lazily loaded there too).
 */
export function EventSettings({ team }: { team: ReactNode }) {
  const { eventId = '' } = useParams()
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Settings</h1>
      <div className="flex flex-col gap-6 md:flex-row">
        <SettingsNav eventId={eventId} />
        <div className="min-w-0 flex-1">
          <Suspense fallback={<SectionSkeleton />}>
            <Routes>
              <Route index element={<GeneralSettings />} />
              <Route path="general" element={<GeneralSettings />} />
              <Route path="details" element={<DetailsSettings />} />
              <Route path="team" element={team} />
              <Route path="*" element={<Navigate to={paths.eventTab(eventId, 'settings/general')} replace />} />
            </Routes>
          </Suspense>
        </div>
      </div>
    </div>
  )
}

function SectionSkeleton() {
  return (
    <div role="status" aria-label="Loading settings" className="flex flex-col gap-4">
      <Skeleton className="h-48" />
      <Skeleton className="h-32" />
    </div>
  )
}
