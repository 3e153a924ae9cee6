/**
 * SPEC §2 DNS instructions: an A record on the root host with a fixed address, Vercel's
 * documented address for apex domains (https://vercel.com/docs/domains/managing-dns-records).
 */
const DNS_A_RECORD = { type: 'A', host: '@', value: '76.76.21.21' } as const

/** SPEC §2: the A record on the root host to create at the domain's DNS provider. */
export function DnsInstructions() {
  return (
    <div className="rounded-md bg-slate-50 p-4 text-sm dark:bg-slate-900">
      <h3 className="font-medium">DNS record</h3>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        At your domain&apos;s DNS provider, add this record so the domain leads to your event page:
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
            <td className="pr-4">{DNS_A_RECORD.type}</td>
            <td className="pr-4">{DNS_A_RECORD.host}</td>
            <td>{DNS_A_RECORD.value}</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-3 text-slate-600 dark:text-slate-400">DNS changes can take up to 24 hours to take effect.</p>
    </div>
  )
}
