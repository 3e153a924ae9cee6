import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react'
import type { ToasterProps } from 'sonner'
import { loadToasts, onToastsRequested, toastsRequested } from '@/lib/toast'

// Without the library (offline on a guest's phone) there are no toasts, but the page keeps working.
const NoToasts: ComponentType<ToasterProps> = () => null
const Toaster = lazy(() =>
  loadToasts().then(
    (m): { default: ComponentType<ToasterProps> } => ({ default: m.Toaster }),
    () => ({ default: NoToasts }),
  ),
)

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
