import { Button } from '@/components/ui/button'
import { SearchInput } from '@/components/ui/search-input'
import { FIELD_CONTROL_CLASS } from '@/components/ui/field-frame'
import type { StatusFilter } from '../guest-filter'
import { MAIL_STATE_FILTERS, MAIL_STATE_LABELS, type MailStateFilter } from '../mail/mail-state'
import { GUEST_STATUSES, STATUS_LABELS } from '../types'

/** Search, status filter, and the list's actions. */
export function GuestsToolbar({
  term,
  status,
  mailState,
  canExport,
  onTerm,
  onStatus,
  onMailState,
  onAdd,
  onImport,
  onExport,
  onEmail,
}: {
  term: string
  status: StatusFilter
  mailState: MailStateFilter
  canExport: boolean
  onTerm: (term: string) => void
  onStatus: (status: StatusFilter) => void
  onMailState: (state: MailStateFilter) => void
  onAdd: () => void
  onImport: () => void
  onExport: () => void
  onEmail: () => void
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchInput
        label="Search guests"
        placeholder="Search by name..."
        className="min-w-0 sm:w-64"
        value={term}
        onChange={(event) => onTerm(event.target.value)}
      />
      <select
        aria-label="Filter by status"
        className={`${FIELD_CONTROL_CLASS} text-sm`}
        value={status}
        onChange={(event) => onStatus(event.target.value as StatusFilter)}
      >
        <option value="all">All statuses</option>
        {GUEST_STATUSES.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      <select
        aria-label="Filter by e-mail"
        className={`${FIELD_CONTROL_CLASS} text-sm`}
        value={mailState}
        onChange={(event) => onMailState(event.target.value as MailStateFilter)}
      >
        <option value="all">All e-mail states</option>
        <option value="none">Not e-mailed</option>
        {MAIL_STATE_FILTERS.map((value) => (
          <option key={value} value={value}>
            {MAIL_STATE_LABELS[value]}
          </option>
        ))}
      </select>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <Button variant="secondary" onClick={onEmail} disabled={!canExport}>
          E-mail guests
        </Button>
        <Button variant="secondary" onClick={onImport}>
          Import CSV
        </Button>
        <Button variant="secondary" onClick={onExport} disabled={!canExport}>
          Export CSV
        </Button>
        <Button onClick={onAdd}>Add a guest</Button>
      </div>
    </div>
  )
}
