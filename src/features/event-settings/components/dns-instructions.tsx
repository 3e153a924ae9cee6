import { DNS_A_RECORD } from '../dns-record'

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
