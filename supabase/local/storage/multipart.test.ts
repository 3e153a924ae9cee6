import { describe, expect, it } from 'vitest'
import { MultipartParser, multipartBoundary } from './multipart.ts'

async function encode(form: FormData): Promise<{ boundary: string; body: Buffer }> {
  const response = new Response(form)
  return {
    boundary: multipartBoundary(response.headers.get('content-type')!)!,
    body: Buffer.from(await response.arrayBuffer()),
  }
}

async function parse(boundary: string, body: Buffer, chunkSize: number) {
  const events: string[] = []
  const parts: { name: string; filename?: string; type?: string; data: Buffer }[] = []
  const parser = new MultipartParser(
    `multipart/form-data; boundary=${boundary}`,
    {
      begin: (p) => void parts.push({ name: p.name, filename: p.filename, type: p.contentType, data: Buffer.alloc(0) }),
      data: (chunk) => {
        const last = parts[parts.length - 1]
        last.data = Buffer.concat([last.data, chunk])
      },
      end: () => void events.push('end'),
    },
    { fieldSize: 1024 * 1024 },
  )
  for (let i = 0; i < body.length; i += chunkSize) await parser.write(body.subarray(i, i + chunkSize))
  await parser.end()
  return { parts, events }
}

describe('streaming multipart parser', () => {
  it.each([1, 2, 7, 64, 100_000])('parses what storage-js sends, in chunks of %d bytes', async (size) => {
    const form = new FormData()
    form.append('cacheControl', '3600')
    const payload = new Uint8Array(3000).map((_, i) => (i * 31) % 256)
    form.append('', new Blob([payload], { type: 'image/png' }))
    const { boundary, body } = await encode(form)
    const { parts, events } = await parse(boundary, body, size)
    expect(events).toEqual(['end', 'end'])
    expect(parts[0]).toMatchObject({ name: 'cacheControl', filename: undefined })
    expect(parts[0].data.toString()).toBe('3600')
    expect(parts[1]).toMatchObject({ name: '', filename: 'blob', type: 'image/png' })
    expect(Buffer.from(parts[1].data)).toEqual(Buffer.from(payload))
  })

  it('keeps bytes that look like a boundary start inside the data', async () => {
    const form = new FormData()
    const tricky = '\r\n--\r\n------formdata\r\n--'
    form.append('file', new Blob([tricky]), 'x.bin')
    const { boundary, body } = await encode(form)
    const { parts } = await parse(boundary, body, 3)
    expect(parts[0].data.toString()).toBe(tricky)
  })

  it.each([
    ['a form cut short', (b: string) => `--${b}\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue`],
    ['a body without any boundary', () => 'just some bytes'],
    ['garbage after a boundary', (b: string) => `--${b}XX\r\n`],
  ])('refuses %s', async (_, make) => {
    await expect(parse('BOUNDARY', Buffer.from(make('BOUNDARY')), 5)).rejects.toThrow()
  })

  it('passes over a part without a form-data name, as storage-api does (the upload then has no file)', async () => {
    const body = `--B\r\nContent-Type: text/plain\r\n\r\nx\r\n--B--\r\n`
    const { parts, events } = await parse('B', Buffer.from(body), 4)
    expect(parts).toEqual([])
    expect(events).toEqual([])
  })

  it('reads UTF-8 file names, and the form as parts arrive when a handler is slow', async () => {
    const form = new FormData()
    form.append('caption', 'Été à Noël')
    form.append('file', new Blob(['abc']), 'mariée.png')
    const { boundary, body } = await encode(form)
    const { parts } = await parse(boundary, body, 11)
    expect(parts.map((p) => [p.name, p.filename, p.data.toString()])).toEqual([
      ['caption', undefined, 'Été à Noël'],
      ['file', 'mariée.png', 'abc'],
    ])
  })

  it('stops at the first failing handler and says why', async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(5000)]), 'big.bin')
    const { boundary, body } = await encode(form)
    let written = 0
    const parser = new MultipartParser(
      `multipart/form-data; boundary=${boundary}`,
      {
        begin: () => undefined,
        data: async (chunk) => {
          await new Promise((resolve) => setTimeout(resolve, 1))
          written += chunk.length
          if (written > 1000) throw new Error('too large')
        },
        end: () => undefined,
      },
      { fieldSize: 1024 },
    )
    await expect(
      (async () => {
        for (let i = 0; i < body.length; i += 512) await parser.write(body.subarray(i, i + 512))
        await parser.end()
      })(),
    ).rejects.toThrow('too large')
    expect(written).toBeLessThan(2000)
  })

  it('refuses a content type without a boundary', () => {
    expect(
      () => new MultipartParser('multipart/form-data', { begin() {}, data() {}, end() {} }, { fieldSize: 1 }),
    ).toThrow(/Boundary not found/)
  })

  it('reads boundaries', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----x')).toBe('----x')
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b')
    expect(multipartBoundary('multipart/form-data')).toBeUndefined()
    expect(multipartBoundary('application/json')).toBeUndefined()
  })
})
