import { lazy, Suspense } from 'react'
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { routes } from '@/lib/paths'
import { ErrorBoundary } from './error-boundary'

/*
 * Declarative routes with React.lazy, not createBrowserRouter: the data router adds ~16 KB gzip to
 * every page, and react-dom alone is ~67 KB of the public page's 100 KB budget. Each screen is its
 * own chunk, so the landing and 404 pages never download supabase-js.
 */
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })))

const LoginPage = named(() => import('@/routes/login-page'), 'LoginPage')
const AuthCallbackPage = named(() => import('@/routes/auth-callback-page'), 'AuthCallbackPage')
const CompleteProfilePage = named(() => import('@/routes/complete-profile-page'), 'CompleteProfilePage')
const AcceptInvitationPage = named(() => import('@/routes/accept-invitation-page'), 'AcceptInvitationPage')
const AdminLayout = named(() => import('@/routes/admin-layout'), 'AdminLayout')
const AdminHomePage = named(() => import('@/routes/admin-home-page'), 'AdminHomePage')
const AdminUsersPage = named(() => import('@/routes/admin-users-page'), 'AdminUsersPage')
const AdminInvitationsPage = named(() => import('@/routes/admin-invitations-page'), 'AdminInvitationsPage')
const NewEventPage = named(() => import('@/routes/new-event-page'), 'NewEventPage')
const EventLayout = named(() => import('@/routes/event-layout'), 'EventLayout')
const EventRoutes = named(() => import('./event-routes'), 'EventRoutes')
const PublicEventPage = named(() => import('@/routes/public-event-page'), 'PublicEventPage')
const UploadPage = named(() => import('@/routes/upload-page'), 'UploadPage')
const LivePage = named(() => import('@/routes/live-page'), 'LivePage')
const NotFoundPage = named(() => import('@/routes/not-found-page'), 'NotFoundPage')
// `/` and `/upload` may be an event's, on its own domain (SPEC §2): the lazy pages decide.
const HomeRoute = named(() => import('@/routes/home-route'), 'HomeRoute')

export function AppRoutes() {
  const { pathname } = useLocation()
  return (
    // A failed screen (or chunk) recovers when the user navigates elsewhere.
    <ErrorBoundary resetKey={pathname}>
      {/* Blank while a chunk loads: screens render their own skeletons once loaded. */}
      <Suspense fallback={null}>
        <Routes>
          <Route path={routes.home} element={<HomeRoute />} />
          <Route path={routes.login} element={<LoginPage />} />
          <Route path={routes.authCallback} element={<AuthCallbackPage />} />
          <Route path={routes.completeProfile} element={<CompleteProfilePage />} />
          <Route path={routes.acceptInvitation} element={<AcceptInvitationPage />} />
          <Route path={routes.notFound} element={<NotFoundPage />} />
          <Route path={routes.admin} element={<AdminLayout />}>
            <Route index element={<AdminHomePage />} />
            <Route path="users" element={<AdminUsersPage />} />
            <Route path="invitations" element={<AdminInvitationsPage />} />
            <Route path="new/*" element={<NewEventPage />} />
            <Route path="event/:eventId" element={<EventLayout />}>
              {/* A splat child does not match the bare /admin/event/{id}: the overview needs its index. */}
              <Route index element={<EventRoutes />} />
              <Route path="*" element={<EventRoutes />} />
            </Route>
            <Route path="*" element={<Navigate to={routes.admin} replace />} />
          </Route>
          <Route path="/upload" element={<UploadPage />} />
          <Route path={routes.upload} element={<UploadPage />} />
          <Route path="/live" element={<LivePage />} />
          <Route path={routes.live} element={<LivePage />} />
          <Route path={routes.publicSite} element={<PublicEventPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  )
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
