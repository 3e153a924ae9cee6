import type { ExternalToast } from 'sonner'

/**
 * The app's toasts, through sonner loaded on first use: ~10 KB gzip that public pages mostly never
 * need. The Toaster mounts in its own root when the library first loads (toast-host.tsx); sonner
 * replays toasts raised before its Toaster subscribed, so nothing is lost.
 */
type Sonner = typeof import('sonner')

let sonner: Promise<Sonner> | undefined

export function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    // A failed download (offline, say) is forgotten, so the next toast tries again.
    sonner = import('./toast-host').then(
      (host) => {
        host.mountToastHost()
        return import('sonner')
      },
      (error: unknown) => {
        sonner = undefined
        throw error
      },
    )
  }
  return sonner
}

type Kind = 'success' | 'error' | 'info' | 'warning' | 'message'

function show(kind: Kind) {
  return (title: string, options?: ExternalToast) => {
    loadToasts()
      .then(({ toast: sonnerToast }) => sonnerToast[kind](title, options))
      .catch((error: unknown) => console.error('Could not load toasts', error))
  }
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  message: show('message'),
}
