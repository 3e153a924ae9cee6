import { describe, expect, it } from 'vitest'
import { renderLinkMail } from './mail-templates.ts'

describe('link e-mails', () => {
  const data = {
    link: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=invite&redirect_to=x',
    otp: '123456',
    email: 'a@b.test',
    siteUrl: 'http://localhost:5173',
  }

  it('carries the link (HTML-escaped) and the code, in HTML and text', () => {
    const mail = renderLinkMail('invite', 'a@b.test', data)
    expect(mail).toMatchObject({ to: 'a@b.test', subject: "You've been invited" })
    expect(mail.html).toContain(
      'href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=invite&amp;redirect_to=x"',
    )
    expect(mail.html).toContain('<strong>123456</strong>')
    expect(mail.text).toContain(`Accept invitation: ${data.link}`)
    expect(mail.text).toContain('enter the code: 123456')
  })

  it("names the new address in an e-mail change and uses GoTrue's subjects", () => {
    expect(renderLinkMail('email_change', 'n@b.test', { ...data, newEmail: 'n@b.test' }).text).toContain(
      'confirm n@b.test as your new',
    )
    expect(renderLinkMail('magiclink', 'a@b.test', data).subject).toBe('Your sign-in link')
    expect(renderLinkMail('signup', 'a@b.test', data).subject).toBe('Confirm your email address')
  })
})
