// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { isSafeHref, MarkdownText } from './markdown-text'

afterEach(cleanup)

const html = (text: string) => render(<MarkdownText text={text} />).container

it('renders paragraphs, bold, italic and links', () => {
  const out = html('Bienvenue à **Lyon**.\n\nVenez *en train* : [horaires](https://www.sncf.com).')
  expect(out.querySelectorAll('p')).toHaveLength(2)
  expect(out.querySelector('strong')?.textContent).toBe('Lyon')
  expect(out.querySelector('em')?.textContent).toBe('en train')
  const link = out.querySelector('a')!
  expect(link.getAttribute('href')).toBe('https://www.sncf.com')
  expect(link.getAttribute('rel')).toContain('noopener')
  expect(link.getAttribute('target')).toBe('_blank')
})

it('keeps a script, raw HTML and event handlers inert: shown as text, never as elements', () => {
  const out = html(
    '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<b onclick="x()">gras</b> <iframe src="https://evil.example"></iframe>',
  )
  expect(out.querySelector('script, img, iframe, b, [onerror], [onclick]')).toBeNull()
  expect(out.textContent).toContain('<script>alert(1)</script>')
  expect(out.innerHTML).not.toMatch(/<(script|img|iframe|b)[\s>]/)
})

it('drops javascript:, data: and other links, keeping their words', () => {
  for (const href of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:x',
    '//evil.example',
    '/relative',
  ]) {
    const out = html(`[cliquez](${href})`)
    expect(out.querySelector('a'), href).toBeNull()
    expect(out.textContent).toContain('cliquez')
  }
  const mail = html('[écrivez-nous](mailto:lea@example.org)').querySelector('a')
  expect(mail?.getAttribute('href')).toBe('mailto:lea@example.org')
  expect(isSafeHref('http://example.org')).toBe(true)
  expect(isSafeHref(undefined)).toBe(false)
})

it('shows images as their alt text and headings as paragraphs', () => {
  const out = html('# Titre\n\n![une photo](https://tracker.example/p.gif)')
  expect(out.querySelector('img, h1')).toBeNull()
  expect(out.textContent).toContain('Titre')
  expect(out.textContent).toContain('une photo')
})
