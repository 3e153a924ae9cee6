import type { LocalConfig } from '../shared/config.ts'

export interface OutgoingMail {
  to: string
  subject: string
  html: string
  text?: string
}

export interface MailService {
  send(mail: OutgoingMail): Promise<void>
  close(): Promise<void>
}

// Placeholder until the mail catcher lands.
export async function startMail(_config: LocalConfig, log: (line: string) => void): Promise<MailService> {
  return {
    async send(mail) {
      log(`mail to ${mail.to}: ${mail.subject}`)
    },
    async close() {},
  }
}
