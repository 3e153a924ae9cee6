import type { OutgoingMail } from '../mail/index.ts'

export type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change'

export interface TemplateData {
  /** The e-mailed link (GoTrue's `{{ .ConfirmationURL }}`). */
  link: string
  /** The 6-digit code that verifyOtp accepts instead of the link (`{{ .Token }}`). */
  otp: string
  email: string
  newEmail?: string
  siteUrl: string
}

interface Template {
  subject: string
  heading: string
  intro: (d: TemplateData) => string
  action: string
}

// Subjects follow GoTrue's defaults; the body offers both the link and the code, as the
// Supabase CLI's local templates do. https://supabase.com/docs/guides/auth/auth-email-templates
const TEMPLATES: Record<LinkType, Template> = {
  magiclink: {
    subject: 'Your sign-in link',
    heading: 'Your sign-in link',
    intro: () => 'Follow this link to sign in. It can be used once and expires soon.',
    action: 'Sign in',
  },
  signup: {
    subject: 'Confirm your email address',
    heading: 'Confirm your email address',
    intro: () => 'Follow this link to confirm your email address and finish signing up.',
    action: 'Confirm email address',
  },
  invite: {
    subject: "You've been invited",
    heading: "You've been invited",
    intro: (d) => `You have been invited to create an account on ${d.siteUrl}. Follow this link to accept.`,
    action: 'Accept invitation',
  },
  recovery: {
    subject: 'Reset your password',
    heading: 'Reset your password',
    intro: () => 'Follow this link to sign in and choose a new password.',
    action: 'Reset password',
  },
  email_change: {
    subject: 'Confirm your new email address',
    heading: 'Confirm your new email address',
    intro: (d) => `Follow this link to confirm ${d.newEmail ?? d.email} as your new email address.`,
    action: 'Confirm new email address',
  },
}

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function renderLinkMail(type: LinkType, to: string, data: TemplateData): OutgoingMail {
  const t = TEMPLATES[type]
  const intro = t.intro(data)
  return {
    to,
    subject: t.subject,
    html: [
      `<h2>${html(t.heading)}</h2>`,
      `<p>${html(intro)}</p>`,
      `<p><a href="${html(data.link)}">${html(t.action)}</a></p>`,
      `<p>Alternatively, enter the code: <strong>${data.otp}</strong></p>`,
    ].join('\n'),
    text: `${t.heading}\n\n${intro}\n\n${t.action}: ${data.link}\n\nAlternatively, enter the code: ${data.otp}\n`,
  }
}
