import { describe, expect, it } from 'vitest'
import { loadConfig } from '../shared/config.ts'
import { compileTemplates, htmlToText, renderLinkMail } from './mail-templates.ts'

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

describe("config.toml's templates (supabase/templates/)", () => {
  const templates = compileTemplates(loadConfig({}, {}).auth.emailTemplates)
  const data = {
    link: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=magiclink&redirect_to=x',
    otp: '654321',
    email: 'a@b.test',
    siteUrl: 'http://localhost:5173',
  }

  it('give the sign-in e-mail its link and its code, in HTML and text', () => {
    const mail = renderLinkMail('magiclink', 'a@b.test', data, templates)
    expect(mail.subject).toBe('Your sign-in link')
    expect(mail.html).toContain(
      'href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=magiclink&amp;redirect_to=x"',
    )
    expect(mail.html).toContain('<strong>654321</strong>')
    expect(mail.text).toContain(`Sign in: ${data.link}`)
    expect(mail.text).toContain('enter the code: 654321')
    expect(mail.text).not.toContain('invited')
  })

  it("name the event and the inviter, escaped, when the account's data carries them", () => {
    const userData = { invited_to_event: 'Camille & Alex', invited_by: 'Olive <Owner> (olive@b.test)' }
    const invite = renderLinkMail('invite', 'a@b.test', { ...data, userData }, templates)
    expect(invite.subject).toBe("You've been invited")
    expect(invite.html).toContain(
      'Olive &lt;Owner&gt; (olive@b.test) invited you to help organise <strong>Camille &amp; Alex</strong>',
    )
    expect(invite.text).toContain(
      'Olive <Owner> (olive@b.test) invited you to help organise Camille & Alex on Eventail.',
    )
    expect(invite.text).toContain('What to do next: follow the link below, enter your first and last name')
    expect(invite.text).toContain(`Accept invitation: ${data.link}`)
    const signIn = renderLinkMail('magiclink', 'a@b.test', { ...data, userData }, templates)
    expect(signIn.text).toContain('invited you to help organise Camille & Alex on Eventail.')
    expect(signIn.text).toContain('it opens your invitations, where you accept or decline')
  })

  it('leave the other e-mails to the built-in texts', () => {
    expect(renderLinkMail('email_change', 'n@b.test', { ...data, newEmail: 'n@b.test' }, templates).subject).toBe(
      'Confirm your new email address',
    )
  })
})

describe('htmlToText', () => {
  it('writes links as label: URL, blocks as paragraphs, entities decoded', () => {
    expect(
      htmlToText('<h2>Hi</h2>\n<p>A &amp; B&#39;s <a href="http://x/?a=1&amp;b=2">link</a></p><p>x<br>y</p>'),
    ).toBe("Hi\n\nA & B's link: http://x/?a=1&b=2\n\nx\ny\n")
  })
})
