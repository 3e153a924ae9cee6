import { describe, expect, it } from 'vitest'
import { MultipartParser, multipartBoundary, parseDisposition } from './multipart.ts'

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
  const parser = new MultipartParser(boundary, {
    begin: (p) => void parts.push({ name: p.name, filename: p.filename, type: p.contentType, data: Buffer.alloc(0) }),
    data: (chunk) => {
      const last = parts[parts.length - 1]
      last.data = Buffer.concat([last.data, chunk])
    },
    end: () => void events.push('end'),
  })
  for (let i = 0; i < body.length; i += chunkSize) await parser.write(body.subarray(i, i + chunkSize))
  parser.end()
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
    ['a part without a name', (b: string) => `--${b}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${b}--\r\n`],
    ['a body without any boundary', () => 'just some bytes'],
    ['garbage after a boundary', (b: string) => `--${b}XX\r\n`],
  ])('refuses %s', async (_, make) => {
    await expect(parse('BOUNDARY', Buffer.from(make('BOUNDARY')), 5)).rejects.toThrow()
  })

  it('reads boundaries and dispositions', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----x')).toBe('----x')
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b')
    expect(multipartBoundary('multipart/form-data')).toBeUndefined()
    expect(multipartBoundary('application/json')).toBeUndefined()
    expect(parseDisposition('form-data; name="file"; filename="a \\"b\\".png"')).toEqual({
      name: 'file',
      filename: 'a "b".png',
    })
    expect(parseDisposition('form-data; name=plain')).toEqual({ name: 'plain', filename: undefined })
  })
})
