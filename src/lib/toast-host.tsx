import { createRoot } from 'react-dom/client'
import { Toaster } from 'sonner'

/**
 * sonner's Toaster in a root of its own, mounted with the library on the first toast (see
 * lib/toast.ts): no page carries the host in its first load. Toasts need no context of the app.
 */
export function mountToastHost(): void {
  const container = document.createElement('div')
  document.body.append(container)
  // SPEC §9: toasts last 4 s, 3 visible at once.
  createRoot(container).render(<Toaster duration={4000} visibleToasts={3} richColors closeButton />)
}
