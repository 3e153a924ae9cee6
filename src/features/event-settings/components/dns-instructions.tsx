import { dnsRecordFor, VERCEL_CNAME_TARGET } from '@kernel/domain-rules'

/**
 * SPEC §2 DNS instructions, for the event's domain when it has one: an A record on the root host
 * for an apex domain (camille-alex.fr), a CNAME record for a subdomain (www.camille-alex.fr).
 * Without a domain yet, the apex's record, and a word on subdomains.
 */
export function DnsInstructions({ domain }: { domain: string | null }) {
  const record = dnsRecordFor(domain ?? 'example.com')
  return (
    <div className="rounded-md bg-slate-50 p-4 text-sm dark:bg-slate-900">
      <h3 className="font-medium">DNS record</h3>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {domain ? (
          <>
            At your domain&apos;s DNS provider, add this record so <span className="font-mono">{domain}</span> leads to
            your event page:
          </>
        ) : (
          <>At your domain&apos;s DNS provider, add this record so the domain leads to your event page:</>
        )}
      </p>
      <table className="mt-3 w-full max-w-md text-left">
        <thead>
          <tr className="text-slate-600 dark:text-slate-400">
            <th scope="col" className="pr-4 font-medium">
              Type
            </th>
            <th scope="col" className="pr-4 font-medium">
              Host
            </th>
            <th scope="col" className="font-medium">
              Value
            </th>
          </tr>
        </thead>
        <tbody className="font-mono">
          <tr>
            <td className="pr-4">{record.type}</td>
            <td className="pr-4">{record.host}</td>
            <td>{record.value}</td>
          </tr>
        </tbody>
      </table>
      {!domain && (
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          For a subdomain such as www.example.com, add a CNAME record instead: host www, value {VERCEL_CNAME_TARGET}.
        </p>
      )}
      <p className="mt-3 text-slate-600 dark:text-slate-400">DNS changes can take up to 24 hours to take effect.</p>
    </div>
  )
}
