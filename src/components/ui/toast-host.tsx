import { lazy, Suspense, useSyncExternalStore } from 'react'
import { onToastsRequested, toastsRequested } from '../../lib/toast'

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })))

/** Mounts sonner's Toaster only once a toast was requested (see lib/toast.ts). */
export function ToastHost() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      {/* SPEC §9: toasts last 4 s, 3 visible at once. */}
      <Toaster duration={4000} visibleToasts={3} richColors closeButton />
    </Suspense>
  )
}
