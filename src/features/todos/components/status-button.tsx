import { CheckIcon } from '@/components/ui/icons'

/** SPEC §2: the round check button; its label says what pressing it does. */
export function StatusButton({
  completed,
  pending,
  onToggle,
}: {
  completed: boolean
  pending: boolean
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={pending}
      aria-label={completed ? 'Mark as pending' : 'Mark as completed'}
      title={completed ? 'Mark as pending' : 'Mark as completed'}
      className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500 disabled:opacity-50 ${
        completed
          ? 'border-emerald-600 bg-emerald-600 text-white'
          : 'border-slate-400 text-transparent hover:border-emerald-600 hover:text-emerald-600 dark:border-slate-500'
      }`}
    >
      <CheckIcon width={14} height={14} />
    </button>
  )
}
