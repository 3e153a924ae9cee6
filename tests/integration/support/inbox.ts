import { env } from './clients.ts'

export interface InboxMessage {
  ID: string
  Subject: string
  Text: string
  HTML: string
  To: { Address: string }[]
}

async function search(address: string): Promise<{ ID: string }[]> {
  const response = await fetch(`${env().inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`)
  return ((await response.json()) as { messages: { ID: string }[] }).messages
}

/** The messages sent to `address` (Mailpit's API), newest first; none is fine. */
export async function mailsTo(address: string): Promise<InboxMessage[]> {
  const found = await search(address)
  return Promise.all(
    found.map(async ({ ID }) => (await (await fetch(`${env().inboxUrl}/api/v1/message/${ID}`)).json()) as InboxMessage),
  )
}

/** The first link in a message's text that points at `prefix`. */
export function linkIn(message: InboxMessage, prefix: string): string {
  const link = message.Text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix))
  if (!link) throw new Error(`no ${prefix} link in ${JSON.stringify(message.Text)}`)
  return link
}
