import { useState } from 'react'
import { Link } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/button'
import { PlusIcon } from '@/components/ui/icons'
import { SearchInput } from '@/components/ui/search-input'
import { paths } from '@/lib/paths'
import { useSession } from '@/entities/session'
import { EventsPanel } from './events-panel'
import { TodoWidget } from './todo-widget'

/** SPEC §2 dashboard at /admin: search and 'Add new event' above, todos left, the event list right. */
export function Dashboard() {
  const { userId } = useSession()
  const [query, setQuery] = useState('')
  return (
    <main className="mx-auto max-w-6xl px-6 py-8">
      <h1 className="sr-only">Dashboard</h1>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          label="Search event"
          placeholder="Search event..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="flex-1"
        />
        <Link to={paths.adminNew()} className={buttonStyles('primary')}>
          <PlusIcon />
          Add new event
        </Link>
      </div>
      {/* minmax(0, …): a long todo or event name is cut, instead of widening the page on a phone. */}
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-4">
          <TodoWidget userId={userId} />
          <p className="text-sm text-slate-600 dark:text-slate-400">More widgets coming...</p>
        </div>
        <EventsPanel userId={userId} query={query} />
      </div>
    </main>
  )
}
