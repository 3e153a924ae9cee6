/** SPEC §9: the slug is checked for uniqueness after a 500 ms pause in typing. */
export const SLUG_CHECK_DELAY_MS = 500

export interface Debouncer {
  /** Runs `task` once `delayMs` have passed without another schedule() or cancel(). */
  schedule: (task: () => void) => void
  cancel: () => void
  /** Whether a scheduled task is still waiting. */
  isPending: () => boolean
}

/** One pending task at a time: each schedule() replaces the waiting task and restarts the pause. */
export function createDebouncer(delayMs: number): Debouncer {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return {
    schedule(task) {
      cancel()
      timer = setTimeout(() => {
        timer = undefined
        task()
      }, delayMs)
    },
    cancel,
    isPending: () => timer !== undefined,
  }
}
