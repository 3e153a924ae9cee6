import { compiler, type MarkdownToJSX } from 'markdown-to-jsx'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

/** Where a link may go: the web and e-mail, nothing a browser would run (javascript:, data:…). */
export function isSafeHref(href: string | undefined): href is string {
  return typeof href === 'string' && /^(https?:\/\/|mailto:)/i.test(href.trim())
}

function SafeLink({ href, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!isSafeHref(href)) return <>{children}</>
  return (
    <a
      href={href.trim()}
      target="_blank"
      rel="noopener noreferrer"
      className="text-accent-700 underline underline-offset-4 dark:text-accent-400"
    >
      {children}
    </a>
  )
}

const Paragraph = ({ children }: { children?: ReactNode }) => <p className="mb-3 last:mb-0">{children}</p>
// The subset is paragraphs, bold, italic and links: any other block the syntax would make
// (headings, lists, quotes, code, tables) reads as a paragraph, and an image as its alt text —
// no request to a server the organisers typed, and the page's outline stays the page's own.
const Plain = ({ children }: { children?: ReactNode }) => <>{children}</>
const Alt = ({ alt }: { alt?: string }) => <>{alt ?? ''}</>

const OPTIONS: MarkdownToJSX.Options = {
  // Organiser text is never HTML: tags are shown as the characters they are.
  disableParsingRawHTML: true,
  forceBlock: true,
  wrapper: null,
  overrides: {
    a: SafeLink,
    p: Paragraph,
    h1: Paragraph,
    h2: Paragraph,
    h3: Paragraph,
    h4: Paragraph,
    h5: Paragraph,
    h6: Paragraph,
    blockquote: Paragraph,
    pre: Paragraph,
    ul: Paragraph,
    ol: Paragraph,
    table: Paragraph,
    li: Plain,
    code: Plain,
    img: Alt,
    hr: () => null,
  },
}

/**
 * Organiser text (information sections, FAQ answers, programme descriptions) in the site's small
 * markdown subset, rendered as React elements by markdown-to-jsx with raw HTML off: never
 * through dangerouslySetInnerHTML.
 */
export function MarkdownText({ text }: { text: string }) {
  return compiler(text, OPTIONS)
}
