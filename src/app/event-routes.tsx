import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'

const TodosScreen = lazy(() => import('@/features/todos').then((m) => ({ default: m.TodosScreen })))
const GuestsScreen = lazy(() => import('@/features/guests').then((m) => ({ default: m.GuestsScreen })))
const SharedPhotosScreen = lazy(() =>
  import('@/features/shared-photos').then((m) => ({ default: m.SharedPhotosScreen })),
)
const WebsiteEditorPage = lazy(() =>
  import('@/routes/website-editor-page').then((m) => ({ default: m.WebsiteEditorPage })),
)
const TeamSettings = lazy(() => import('@/features/team').then((m) => ({ default: m.TeamSettings })))
const GiftsScreen = lazy(() => import('@/features/gifts').then((m) => ({ default: m.GiftsScreen })))
const TablePlanScreen = lazy(() =>
  import('@/features/table-plan/components/table-plan-screen').then((m) => ({ default: m.TablePlanScreen })),
)
const OverviewScreen = lazy(() =>
  import('@/features/overview/components/overview-screen').then((m) => ({ default: m.OverviewScreen })),
)
const ActivityScreen = lazy(() =>
  import('@/features/activity/components/activity-screen').then((m) => ({ default: m.ActivityScreen })),
)
const EventSettings = lazy(() =>
  import('@/features/event-settings/components/event-settings').then((m) => ({ default: m.EventSettings })),
)

/**
 * The screens under /admin/event/{eventId}/ (SPEC §2). Each module replaces its placeholder with a
 * lazy route of its own as it lands.
 */
export function EventRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense fallback={null}>
            <OverviewScreen />
          </Suspense>
        }
      />
      <Route
        path="todos"
        element={
          <Suspense fallback={null}>
            <TodosScreen view="todo" />
          </Suspense>
        }
      />
      <Route
        path="todos/completed"
        element={
          <Suspense fallback={null}>
            <TodosScreen view="done" />
          </Suspense>
        }
      />
      <Route
        path="guests"
        element={
          <Suspense fallback={null}>
            <GuestsScreen />
          </Suspense>
        }
      />
      <Route
        path="gifts"
        element={
          <Suspense fallback={null}>
            <GiftsScreen />
          </Suspense>
        }
      />
      <Route
        path="website"
        element={
          <Suspense fallback={null}>
            <WebsiteEditorPage />
          </Suspense>
        }
      />
      <Route
        path="table-plan"
        element={
          <Suspense fallback={null}>
            <TablePlanScreen />
          </Suspense>
        }
      />
      <Route
        path="shared-photos"
        element={
          <Suspense fallback={null}>
            <SharedPhotosScreen />
          </Suspense>
        }
      />
      <Route
        path="activity"
        element={
          <Suspense fallback={null}>
            <ActivityScreen />
          </Suspense>
        }
      />
      <Route
        path="settings/*"
        element={
          // Its own boundary: the app-wide one would blank the header and tabs while the chunk loads.
          <Suspense fallback={null}>
            <EventSettings team={<TeamSettings />} />
          </Suspense>
        }
      />
      <Route
        path="*"
        element={
          <Suspense fallback={null}>
            <OverviewScreen />
          </Suspense>
        }
      />
    </Routes>
  )
}
