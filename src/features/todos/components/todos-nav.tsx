import { Link } from 'react-router-dom'
import { paths } from '@/lib/paths'

const VIEWS = [
  { label: 'To do', tab: 'todos', view: 'todo' },
  { label: 'Done', tab: 'todos/completed', view: 'done' },
] as const

export type TodosView = (typeof VIEWS)[number]['view']

/** SPEC §2: the todos side nav (a row on small screens); the shown view has aria-current="page". */
export function TodosNav({ eventId, view }: { eventId: string; view: TodosView }) {
  return (
    <nav aria-label="Todo lists" className="md:w-48 md:shrink-0">
      <ul className="flex gap-1 md:flex-col">
        {VIEWS.map((entry) => {
          const active = entry.view === view
          return (
            <li key={entry.view}>
              <Link
                to={paths.eventTab(eventId, entry.tab)}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-rose-500 ${
                  active
                    ? 'bg-rose-50 text-rose-700 dark:bg-rose-950 dark:text-rose-300'
                    : 'text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800'
                }`}
              >
                {entry.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
