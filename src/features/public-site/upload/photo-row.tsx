import type { ChosenPhoto } from './send-photos'

const LABELS = {
  waiting: 'En attente',
  compressing: 'Compression…',
  sending: 'Envoi…',
  sent: 'Envoyée',
  failed: 'Échec',
  refused: "Ce fichier n'est pas une image",
} as const

/** One chosen photo: its name, what is happening to it, and its own progress bar. */
export function PhotoRow({ photo, onRemove }: { photo: ChosenPhoto; onRemove?: () => void }) {
  const percent = Math.round(photo.progress * 100)
  return (
    <li className="flex flex-col gap-1 py-2">
      <div className="flex items-center gap-2 text-sm">
        <span className="min-w-0 flex-1 truncate">{photo.name}</span>
        <span
          className={
            photo.status === 'failed' || photo.status === 'refused'
              ? 'text-rose-700 dark:text-rose-400'
              : 'text-slate-600 dark:text-slate-300'
          }
        >
          {LABELS[photo.status]}
        </span>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Retirer ${photo.name}`}
            className="rounded px-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            ×
          </button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={`Envoi de ${photo.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={`h-full transition-[width] ${photo.status === 'failed' || photo.status === 'refused' ? 'bg-rose-500' : 'bg-emerald-500'}`}
          style={{ width: `${photo.status === 'sent' ? 100 : percent}%` }}
        />
      </div>
    </li>
  )
}
