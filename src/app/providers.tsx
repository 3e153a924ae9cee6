import type { ReactNode } from 'react'
import { ToastHost } from '@/components/ui/toast-host'
import { ErrorBoundary } from './error-boundary'

/**
 * App-wide providers. Session state is not here: it pulls supabase-js, so it lives in the lazy
 * admin routes; so does SWR's configuration (the public pages fetch one RPC without SWR).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      {children}
      <ToastHost />
    </ErrorBoundary>
  )
}
