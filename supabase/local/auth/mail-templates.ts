import type { OutgoingMail } from '../mail/index.ts'
import type { EmailTemplateName, EmailTemplateSource } from '../shared/config.ts'
import { parseGoTemplate, type GoTemplate } from './go-template.ts'

export type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change'

export interface TemplateData {
  /** The e-mailed link (GoTrue's `{{ .ConfirmationURL }}`). */
  link: string
  /** The 6-digit code that verifyOtp accepts instead of the link (`{{ .Token }}`). */
  otp: string
  email: string
  newEmail?: string
  siteUrl: string
  /** `{{ .TokenHash }}`: the hash the link carries, for templates that build their own link. */
  tokenHash?: string
  /** `{{ .RedirectTo }}`: where the link leads once verified. */
  redirectTo?: string
  /** `{{ .Data }}`: the user's user_metadata (GoTrue's invite `data`, or what an admin set). */
  userData?: Record<string, unknown>
}

/** A template of config.toml's `[auth.email.template.*]`, read and parsed once at start. */
export interface CustomTemplate {
  subject?: string
  body?: GoTemplate
}

export type CustomTemplates = Partial<Record<LinkType, CustomTemplate>>

// config.toml's names for GoTrue's templates. https://supabase.com/docs/guides/local-development/customizing-email-templates
const CONFIG_NAMES: Record<EmailTemplateName, LinkType> = {
  invite: 'invite',
  confirmation: 'signup',
  recovery: 'recovery',
  magic_link: 'magiclink',
  email_change: 'email_change',
}

/** Parses the templates config.toml names; an unsupported construct fails the start. */
export function compileTemplates(sources: Partial<Record<EmailTemplateName, EmailTemplateSource>>): CustomTemplates {
  const templates: CustomTemplates = {}
  for (const [name, source] of Object.entries(sources) as [EmailTemplateName, EmailTemplateSource][]) {
    templates[CONFIG_NAMES[name]] = {
      subject: source.subject,
      body: source.content === undefined ? undefined : parseGoTemplate(source.content, `auth.email.template.${name}`),
    }
  }
  return templates
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
const decode = (text: string) =>
  text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole
    return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
  })

/**
 * The plain-text part of a templated mail, from its HTML: links read `label: URL`, blocks end in a
 * blank line. GoTrue sends the HTML alone; this part lets the inbox's search and snippets (and
 * mail clients without HTML) read the message.
 */
export function htmlToText(markup: string): string {
  return decode(
    markup
      .replace(/<(head|style|script)[\s\S]*?<\/\1>/gi, '')
      // Whitespace in HTML is one space; lines come from the elements below.
      .replace(/\s+/g, ' ')
      .replace(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, label: string) => {
        const text = label.replace(/<[^>]*>/g, '').trim()
        return text && text !== href ? `${text}: ${href}` : href
      })
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h[1-6]|div|li|tr|table|ul|ol)>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .concat('\n')
}

/** GoTrue's template variables. https://supabase.com/docs/guides/auth/auth-email-templates */
function templateValues(data: TemplateData): Record<string, unknown> {
  return {
    ConfirmationURL: data.link,
    Token: data.otp,
    TokenHash: data.tokenHash ?? '',
    SiteURL: data.siteUrl,
    RedirectTo: data.redirectTo ?? '',
    Email: data.email,
    NewEmail: data.newEmail ?? '',
    Data: data.userData ?? {},
  }
}

export function renderLinkMail(
  type: LinkType,
  to: string,
  data: TemplateData,
  custom: CustomTemplates = {},
): OutgoingMail {
  const own = custom[type]
  if (own?.body) {
    const markup = own.body.render(templateValues(data))
    return { to, subject: own.subject ?? TEMPLATES[type].subject, html: markup, text: htmlToText(markup) }
  }
  const t = TEMPLATES[type]
  const intro = t.intro(data)
  return {
    to,
    subject: own?.subject ?? t.subject,
    html: [
      `<h2>${html(t.heading)}</h2>`,
      `<p>${html(intro)}</p>`,
      `<p><a href="${html(data.link)}">${html(t.action)}</a></p>`,
      `<p>Alternatively, enter the code: <strong>${data.otp}</strong></p>`,
    ].join('\n'),
    text: `${t.heading}\n\n${intro}\n\n${t.action}: ${data.link}\n\nAlternatively, enter the code: ${data.otp}\n`,
  }
}
