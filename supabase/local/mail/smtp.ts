import { SMTPServer } from 'smtp-server'
import PostalMime from 'postal-mime'
import type { Address, MessageStore } from './store.ts'

type ParsedAddress = { name?: string; address?: string; group?: ParsedAddress[] }

function addresses(list: ParsedAddress[] | undefined): Address[] {
  return (list ?? []).flatMap((a) =>
    a.group ? addresses(a.group) : [{ Name: a.name ?? '', Address: a.address ?? '' }],
  )
}

/** Accepts every message on loopback, without TLS or login, and keeps it for the inbox. */
export async function startSmtp(store: MessageStore, host: string, port: number): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, _session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks)
          const parsed = await PostalMime.parse(raw)
          store.add({
            MessageID: parsed.messageId ?? '',
            From: addresses(parsed.from ? [parsed.from as ParsedAddress] : [])[0] ?? { Name: '', Address: '' },
            To: addresses(parsed.to as ParsedAddress[]),
            Cc: addresses(parsed.cc as ParsedAddress[]),
            Subject: parsed.subject ?? '',
            Size: raw.length,
            Text: parsed.text ?? '',
            HTML: parsed.html ?? '',
            Raw: raw.toString('utf8'),
          })
          done()
        } catch (error) {
          done(error as Error)
        }
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  server.on('error', () => {})
  return server
}
