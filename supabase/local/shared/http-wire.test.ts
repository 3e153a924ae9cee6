import { describe, expect, it } from 'vitest'
import { hasToken, INCOMPLETE, parseRequestHead, ResponseReader, UNSUPPORTED } from './http-wire.ts'

const bytes = (text: string) => Buffer.from(text, 'latin1')

describe('parseRequestHead', () => {
  it('reads the request line and lower-cases header names', () => {
    const text = 'GET /rest/v1/x?a=1 HTTP/1.1\r\nHost: h\r\nApiKey:  k \r\n\r\nbody'
    const head = parseRequestHead(bytes(text))
    expect(head).toEqual({
      method: 'GET',
      target: '/rest/v1/x?a=1',
      headers: [
        ['host', 'h'],
        ['apikey', 'k'],
      ],
      bodyStart: text.indexOf('body'),
    })
  })

  it('waits for the end of the head', () => {
    expect(parseRequestHead(bytes('GET / HTTP/1.1\r\nHost: h\r\n'))).toBe(INCOMPLETE)
  })

  it.each([
    ['HTTP/1.0', 'GET / HTTP/1.0\r\nHost: h\r\n\r\n'],
    ['a bare-LF head', 'GET / HTTP/1.1\nHost: h\n\n'],
    ['a folded header', 'GET / HTTP/1.1\r\nHost: h\r\nX-A: 1\r\n  2\r\n\r\n'],
    ['a space before the colon', 'GET / HTTP/1.1\r\nHost : h\r\n\r\n'],
    ['a control character in a value', 'GET / HTTP/1.1\r\nHost: h\x01\r\n\r\n'],
    ['a malformed request line', 'GARBAGE\r\n\r\n'],
  ])('leaves %s to the general parser', (_, text) => {
    expect(parseRequestHead(bytes(text))).toBe(UNSUPPORTED)
  })

  it('gives up waiting on a head larger than 16 KB', () => {
    expect(parseRequestHead(bytes(`GET / HTTP/1.1\r\nX-Big: ${'a'.repeat(17_000)}`))).toBe(UNSUPPORTED)
  })
})

describe('hasToken', () => {
  it('finds a token in a comma-separated list, ignoring case', () => {
    expect(hasToken('keep-alive, Close', 'close')).toBe(true)
    expect(hasToken('keep-alive', 'close')).toBe(false)
    expect(hasToken(undefined, 'close')).toBe(false)
  })
})

/** Feeds a response to a reader in pieces of `size` bytes; returns where it said the response ended. */
function feed(text: string, method = 'GET', size = Infinity): number | undefined | Error {
  const reader = new ResponseReader(method)
  const all = bytes(text)
  let result: number | undefined | Error
  for (let at = 0; at < all.length && result === undefined; at += size)
    result = reader.push(all.subarray(at, at + size))
  return result
}

describe('ResponseReader', () => {
  const chunked = 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n6;ext=1\r\n world\r\n0\r\n\r\n'

  it('finds the end of a chunked body, whole or byte by byte', () => {
    expect(feed(chunked)).toBe(chunked.length)
    expect(feed(chunked, 'GET', 1)).toBe(chunked.length)
    expect(feed(chunked, 'GET', 7)).toBe(chunked.length)
  })

  it('waits for the last chunk and reads trailers', () => {
    expect(feed(chunked.slice(0, -2))).toBeUndefined()
    const withTrailer = chunked.replace(/0\r\n\r\n$/, '0\r\nX-Trailer: 1\r\n\r\n')
    expect(feed(withTrailer, 'GET', 3)).toBe(withTrailer.length)
  })

  it('does not mistake chunk data for the last chunk', () => {
    const tricky = 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n7\r\n0\r\n\r\nab\r\n0\r\n\r\n'
    expect(feed(tricky, 'GET', 1)).toBe(tricky.length)
  })

  it('ends a Content-Length body at its length, and leaves later bytes alone', () => {
    const text = 'HTTP/1.1 201 Created\r\nContent-Length: 4\r\n\r\n[{}]'
    expect(feed(text, 'POST', 5)).toBe(text.length)
    expect(feed(`${text}HTTP/1.1`)).toBe(text.length)
  })

  it('knows that HEAD answers, 204 and 304 have no body', () => {
    const head = 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n'
    expect(feed(head, 'HEAD')).toBe(head.length)
    const noContent = 'HTTP/1.1 204 No Content\r\nContent-Range: */*\r\n\r\n'
    expect(feed(noContent, 'DELETE')).toBe(noContent.length)
  })

  it('reads a body without framing to the end of the connection, and then not again', () => {
    const reader = new ResponseReader('GET')
    expect(reader.push(bytes('HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nabc'))).toBeUndefined()
    expect(reader.head?.framing).toEqual({ kind: 'close' })
    expect(reader.head?.keepAlive).toBe(false)
  })

  it('reports what it cannot read', () => {
    expect(feed('NOT HTTP\r\n\r\n')).toBeInstanceOf(Error)
    expect(feed('HTTP/1.1 100 Continue\r\n\r\n')).toBeInstanceOf(Error)
    expect(feed('HTTP/1.1 200 OK\r\nContent-Length: x\r\n\r\n')).toBeInstanceOf(Error)
    expect(feed('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n')).toBeInstanceOf(Error)
  })

  it('keeps the head text for the answer head', () => {
    const reader = new ResponseReader('GET')
    reader.push(bytes('HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}'))
    expect(reader.head).toMatchObject({
      text: 'HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: 2',
      status: 404,
      framing: { kind: 'length', length: 2 },
      keepAlive: true,
    })
  })

  it('reads framing fields whatever their case and spacing, and ignores look-alikes', () => {
    const reader = new ResponseReader('GET')
    reader.push(bytes('HTTP/1.1 200 OK\r\nX-Content-Length: 9\r\nCONTENT-LENGTH :  3 \r\nconnection: Close\r\n\r\nabc'))
    expect(reader.head).toMatchObject({ framing: { kind: 'length', length: 3 }, keepAlive: false })
  })

  it('refuses two different lengths', () => {
    expect(feed('HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd')).toBeInstanceOf(Error)
  })
})
