// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

async function withPage(html: string) {
  document.body.innerHTML = html
  vi.resetModules()
  return import('./inline-public-event')
}

describe('inlinePublicEvent', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })
  const row = { id: 'e', slug: 'anna-et-tom' }
  const script = (data: unknown) =>
    `<script id="public-event-data" type="application/json">${JSON.stringify(data)}</script>`

  it("gives the event of the page's own reference, fresh for a minute", async () => {
    const { inlinePublicEvent } = await withPage(script({ ref: 'anna-et-tom', at: 1_000_000, row }))
    expect(inlinePublicEvent('anna-et-tom', 1_000_000 + 30_000)).toEqual({ row, fresh: true })
    expect(inlinePublicEvent('anna-et-tom', 1_000_000 + 120_000)).toEqual({ row, fresh: false })
    // A clock behind the server's.
    expect(inlinePublicEvent('anna-et-tom', 1_000_000 - 120_000)).toEqual({ row, fresh: false })
    expect(inlinePublicEvent('other')).toBeUndefined()
  })

  it('gives nothing for a page without data, or with data it cannot read', async () => {
    expect((await withPage('<div id="root"></div>')).inlinePublicEvent('anna-et-tom')).toBeUndefined()
    const broken = await withPage('<script id="public-event-data" type="application/json">{</script>')
    expect(broken.inlinePublicEvent('anna-et-tom')).toBeUndefined()
  })
})
