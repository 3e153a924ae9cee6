import { Button } from '@/components/ui/button'
import type { CustomDomain } from '../api/get-custom-domains'

/** The event's custom domains (one in practice), each with Change and Delete. */
export function DomainList({
  domains,
  onChange,
  onDelete,
}: {
  domains: readonly CustomDomain[]
  onChange: (domain: string) => void
  onDelete: (domain: string) => void
}) {
  if (domains.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No custom domain yet.</p>
  }
  return (
    <ul aria-label="Custom domains" className="flex flex-col gap-2">
      {domains.map(({ id, domain }) => (
        <li
          key={id}
          className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 dark:border-slate-800"
        >
          <span className="min-w-0 flex-1 truncate font-mono text-sm">{domain}</span>
          <Button variant="ghost" aria-label={`Change ${domain}`} onClick={() => onChange(domain)}>
            Change
          </Button>
          <Button variant="ghost" aria-label={`Delete ${domain}`} onClick={() => onDelete(domain)}>
            Delete
          </Button>
        </li>
      ))}
    </ul>
  )
}
