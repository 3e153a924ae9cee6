import type { ReactNode } from 'react'
import { ErrorBoundary } from './error-boundary'

/**
 * App-wide providers. Toasts mount their own host on first use (lib/toast.ts). Session state is not here: it pulls supabase-js, so it lives in the lazy
 * admin routes; so does SWR's configuration (the public pages fetch one RPC without SWR).
 */
export function Providers({ children }: { children: ReactNode }) {
  return <ErrorBoundary>{children}</ErrorBoundary>
}
