import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { ToastHost } from '../components/ui/toast-host'
import { createSwrConfig } from '../lib/swr-config'
import { ErrorBoundary } from './error-boundary'

// Built once: a new object per render would make every SWR hook see a config change.
const swrConfig = createSwrConfig()

/** App-wide providers. Session state is not here: it pulls supabase-js, so it lives in the lazy admin routes. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <SWRConfig value={swrConfig}>
        {children}
        <ToastHost />
      </SWRConfig>
    </ErrorBoundary>
  )
}
