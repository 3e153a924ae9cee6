import { describe, expect, it } from 'vitest'
import nodemailer from 'nodemailer'
import { env, uniqueEmail } from '../../testing/clients.ts'

const smtpPort = () => Number(new URL(env().inboxUrl).port) + 1

async function send(to: string, subject: string) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort(), secure: false, ignoreTLS: true })
  await transport.sendMail({
    from: 'Test <test@example.test>',
    to,
    subject,
    text: `Hello ${to}`,
    html: `<p>Hello <b>${to}</b></p>`,
  })
  transport.close()
}

async function search(query: string) {
  const r = await fetch(`${env().inboxUrl}/api/v1/search?query=${encodeURIComponent(query)}`)
  return (await r.json()) as { messages: { ID: string; Subject: string; To: { Address: string }[]; Snippet: string }[] }
}

describe('local mail catcher', () => {
  it('receives SMTP mail and serves it through the JSON API', async () => {
    const to = uniqueEmail('mail')
    await send(to, 'Catcher check')
    const found = await search(`to:${to}`)
    expect(found.messages).toHaveLength(1)
    expect(found.messages[0]).toMatchObject({ Subject: 'Catcher check', To: [{ Address: to }] })
    const full = await (await fetch(`${env().inboxUrl}/api/v1/message/${found.messages[0].ID}`)).json()
    expect(full.HTML).toContain(`<b>${to}</b>`)
    expect(full.Text).toContain(`Hello ${to}`)
    const raw = await (await fetch(`${env().inboxUrl}/api/v1/message/${found.messages[0].ID}/raw`)).text()
    expect(raw).toContain('Subject: Catcher check')
  })

  it('deletes selected messages and answers 404 for unknown ones', async () => {
    const to = uniqueEmail('mail')
    await send(to, 'To delete')
    const [message] = (await search(`to:${to}`)).messages
    const del = await fetch(`${env().inboxUrl}/api/v1/messages`, {
      method: 'DELETE',
      body: JSON.stringify({ IDs: [message.ID] }),
    })
    expect(del.status).toBe(200)
    expect((await fetch(`${env().inboxUrl}/api/v1/message/${message.ID}`)).status).toBe(404)
    const bad = await fetch(`${env().inboxUrl}/api/v1/messages`, { method: 'DELETE', body: '{nope' })
    expect(bad.status).toBe(400)
  })

  it('serves the web inbox', async () => {
    const r = await fetch(env().inboxUrl)
    expect(r.headers.get('content-type')).toContain('text/html')
    expect(await r.text()).toContain('Local inbox')
  })
})
