export type GuestsView = 'guests' | 'messages'

/** The guests screen's two tabs: the guest list and the messages sent to guests. */
export function GuestsTabs({ view, onView }: { view: GuestsView; onView: (view: GuestsView) => void }) {
  return (
    <div
      role="tablist"
      aria-label="Guests screen"
      className="flex gap-1 border-b border-slate-200 dark:border-slate-800"
    >
      {(['guests', 'messages'] as const).map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          id={`guests-tab-${value}`}
          aria-selected={view === value}
          aria-controls={`guests-panel-${value}`}
          onClick={() => onView(value)}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
            view === value
              ? 'border-rose-600 text-rose-700 dark:text-rose-300'
              : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400'
          }`}
        >
          {value === 'guests' ? 'Guest list' : 'Messages'}
        </button>
      ))}
    </div>
  )
}
