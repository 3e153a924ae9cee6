import { lazy, Suspense } from 'react'
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom'
import { routes } from '../lib/paths'
import { ErrorBoundary } from './error-boundary'

/*
 * Declarative routes with React.lazy, not createBrowserRouter: the data router adds ~16 KB gzip to
 * every page, and react-dom alone is ~67 KB of the public page's 100 KB budget. Each screen is its
 * own chunk, so the landing and 404 pages never download supabase-js.
 */
const LandingPage = lazy(() => import('../routes/landing-page').then((m) => ({ default: m.LandingPage })))
const LoginPage = lazy(() => import('../routes/login-page').then((m) => ({ default: m.LoginPage })))
const AuthCallbackPage = lazy(() =>
  import('../routes/auth-callback-page').then((m) => ({ default: m.AuthCallbackPage })),
)
const AdminLayout = lazy(() => import('../routes/admin-layout').then((m) => ({ default: m.AdminLayout })))
const AdminHomePage = lazy(() => import('../routes/admin-home-page').then((m) => ({ default: m.AdminHomePage })))
const NotFoundPage = lazy(() => import('../routes/not-found-page').then((m) => ({ default: m.NotFoundPage })))

export function AppRoutes() {
  const { pathname } = useLocation()
  return (
    // A failed screen (or chunk) recovers when the user navigates elsewhere.
    <ErrorBoundary resetKey={pathname}>
      {/* Blank while a chunk loads: screens render their own skeletons once loaded. */}
      <Suspense fallback={null}>
        <Routes>
          <Route path={routes.home} element={<LandingPage />} />
          <Route path={routes.login} element={<LoginPage />} />
          <Route path={routes.authCallback} element={<AuthCallbackPage />} />
          <Route path={routes.admin} element={<AdminLayout />}>
            <Route index element={<AdminHomePage />} />
          </Route>
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
