import type { Transporter } from 'nodemailer'
import type { LocalConfig } from '../shared/config.ts'
import { MessageStore } from './store.ts'
import { startSmtp } from './smtp.ts'
import { startInboxServer } from './inbox-api.ts'

export interface OutgoingMail {
  to: string
  subject: string
  html: string
  text?: string
}

export interface MailService {
  store: MessageStore
  /** Sends over real SMTP to the local catcher, as GoTrue does to Inbucket/Mailpit. */
  send(mail: OutgoingMail): Promise<void>
  close(): Promise<void>
}

export const SENDER = 'Eventail <noreply@eventail.local>'

/** The local mail catcher: SMTP on `smtpPort`, web inbox and JSON API on `inboxPort`. */
export async function startMail(config: LocalConfig, log: (line: string) => void): Promise<MailService> {
  const store = new MessageStore()
  const smtp = await startSmtp(store, config.host, config.smtpPort)
  const inbox = await startInboxServer(store, config.inboxPort)
  // nodemailer is loaded on the first e-mail: most starts send none, and it slows every start.
  let transport: Promise<Transporter> | undefined
  const getTransport = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: config.host,
        port: config.smtpPort,
        secure: false,
        ignoreTLS: true,
        pool: true,
      }),
    ))
  store.onMessage((m) => log(`mail to ${m.To.map((t) => t.Address).join(', ')}: ${m.Subject}`))
  return {
    store,
    async send(mail) {
      await (
        await getTransport()
      ).sendMail({ from: SENDER, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text })
    },
    async close() {
      if (transport) (await transport).close()
      await new Promise<void>((r) => smtp.close(() => r()))
      await new Promise<void>((r) => {
        inbox.closeAllConnections()
        inbox.close(() => r())
      })
    },
  }
}
