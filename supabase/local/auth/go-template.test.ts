import { describe, expect, it } from 'vitest'
import { parseGoTemplate } from './go-template.ts'

const render = (source: string, values: Record<string, unknown> = {}) => parseGoTemplate(source).render(values)

describe('Go templates as GoTrue renders e-mails', () => {
  it('prints fields and nested map keys, HTML-escaped as html/template escapes them', () => {
    expect(render('<p>{{ .Token }}</p>', { Token: '123456' })).toBe('<p>123456</p>')
    expect(
      render('{{.Data.invited_by}} & {{ .Data.event.name }}', {
        Data: { invited_by: `<b>"O'Neil"</b>`, event: { name: 'A & B' } },
      }),
    ).toBe('&lt;b&gt;&#34;O&#39;Neil&#34;&lt;/b&gt; & A &amp; B')
    expect(render('<a href="{{ .ConfirmationURL }}">x</a>', { ConfirmationURL: 'http://h/verify?a=1&b=2' })).toBe(
      '<a href="http://h/verify?a=1&amp;b=2">x</a>',
    )
  })

  it('prints nothing for a missing key', () => {
    expect(render('[{{ .Data.nothing }}]', { Data: {} })).toBe('[]')
    expect(render('[{{ .Data.nothing.deeper }}]', {})).toBe('[]')
  })

  it('follows if, else if and else with Go truth, nested', () => {
    const source = '{{ if .Data.a }}A{{ if .Data.b }}B{{ end }}{{ else if .Data.c }}C{{ else }}none{{ end }}'
    expect(render(source, { Data: { a: 'x', b: 1 } })).toBe('AB')
    expect(render(source, { Data: { a: 'x', b: 0 } })).toBe('A')
    expect(render(source, { Data: { a: '', c: ['y'] } })).toBe('C')
    expect(render(source, { Data: { a: false, c: [] } })).toBe('none')
    expect(render(source, { Data: { c: {} } })).toBe('none')
  })

  it('drops comments and trims around {{- and -}}', () => {
    expect(render('a {{/* a\ncomment */}}b')).toBe('a b')
    expect(render('a   {{- .X -}}   b', { X: 1 })).toBe('a1b')
  })

  it('refuses what it cannot render as GoTrue would, when the template is read', () => {
    expect(() => parseGoTemplate('{{ range .Items }}x{{ end }}', 'invite')).toThrow(
      /invite: unsupported template action/,
    )
    expect(() => parseGoTemplate('{{ .Data | html }}')).toThrow(/unsupported/)
    expect(() => parseGoTemplate('{{ if .X }}open')).toThrow(/without \{\{ end \}\}/)
    expect(() => parseGoTemplate('{{ end }}')).toThrow(/unsupported/)
  })
})
