import { afterEach, describe, expect, it, vi } from 'vitest'
import { dbErrorMessage, hasDbCode } from '@kernel/db-errors'
import { env } from '../env'
import { callPublicRpc, preloadPublicRpc, signObjects, SupabaseHttpError, uploadObject } from '.'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function answerWith(response: Response | (() => Response)) {
  const fetchMock = vi.fn(async () => (typeof response === 'function' ? response() : response))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('SupabaseHttpError', () => {
  it("carries PostgREST's code, message, details and hint, which hasDbCode and dbErrorMessage read", async () => {
    // What PostgREST answers when a function raises EV003 (purchase_gifts: a gift bought meanwhile).
    answerWith(
      json(400, {
        code: 'EV003',
        message: 'This gift has already been purchased',
        details: 'Vase, Teapot',
        hint: 'gift_unavailable',
      }),
    )
    const error = await callPublicRpc('purchase_gifts', { p_gift_ids: [] }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SupabaseHttpError)
    expect(error).toMatchObject({
      name: 'SupabaseHttpError',
      status: 400,
      code: 'EV003',
      message: 'This gift has already been purchased',
      details: 'Vase, Teapot',
      hint: 'gift_unavailable',
    })
    expect(hasDbCode(error, 'EV003')).toBe(true)
    expect(hasDbCode(error, 'EV013')).toBe(false)
    expect(dbErrorMessage(error, 'EV003', 'fallback')).toBe('This gift has already been purchased')
    expect(dbErrorMessage(error, 'EV013', 'fallback')).toBe('fallback')
  })

  it("keeps a PostgREST error's null details and hint as they come", async () => {
    answerWith(json(404, { code: 'PGRST202', message: 'Could not find the function', details: null, hint: null }))
    const error = (await callPublicRpc('nope', {}).catch((caught: unknown) => caught)) as SupabaseHttpError
    expect(error).toMatchObject({ status: 404, code: 'PGRST202', details: null, hint: null })
  })

  it("carries storage's statusCode, code and error", async () => {
    // Storage answers HTTP 400 and says the semantic status in the body.
    answerWith(json(400, { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'Access denied' }))
    const error = (await signObjects('media', ['a/b.webp'], 60).catch((caught: unknown) => caught)) as SupabaseHttpError
    expect(error).toBeInstanceOf(SupabaseHttpError)
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Access denied',
    })
    expect(hasDbCode(error, 'EV001')).toBe(false)
  })

  it('says the status when the body is not JSON (a proxy, a gateway)', async () => {
    answerWith(new Response('<html>Bad gateway</html>', { status: 502 }))
    const error = (await callPublicRpc('x', {}).catch((caught: unknown) => caught)) as SupabaseHttpError
    expect(error.message).toBe('Request failed with status 502')
    expect(error.status).toBe(502)
    expect(error.code).toBeUndefined()
  })
})

describe('callPublicRpc', () => {
  it('posts the arguments as an anonymous visitor and returns the JSON answer', async () => {
    const fetchMock = answerWith(json(200, [{ id: 1 }]))
    await expect(callPublicRpc('get_public_event', { p_ref: 'a b' })).resolves.toEqual([{ id: 1 }])
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(`${env.supabaseUrl}/rest/v1/rpc/get_public_event`)
    expect(init.method).toBe('POST')
    expect(init.body).toBe(JSON.stringify({ p_ref: 'a b' }))
    expect(init.headers).toMatchObject({ apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` })
  })

  it('hands a preloaded call to the first caller with the same arguments, then calls again', async () => {
    const fetchMock = answerWith(() => json(200, 'ok'))
    preloadPublicRpc('get_public_event', { p_ref: 'x' })
    preloadPublicRpc('get_public_event', { p_ref: 'x' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await expect(callPublicRpc('get_public_event', { p_ref: 'x' })).resolves.toBe('ok')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await callPublicRpc('get_public_event', { p_ref: 'x' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})

describe('signObjects', () => {
  it('signs in one request with the given token, leaving out the paths storage did not sign', async () => {
    const fetchMock = answerWith(
      json(200, [
        { path: 'a.webp', signedURL: '/object/sign/media/a.webp?token=t', error: null },
        { path: 'b.webp', signedURL: null, error: 'Either the object does not exist or you do not have access to it' },
      ]),
    )
    const urls = await signObjects('media', ['a.webp', 'b.webp'], 600, 'user-token')
    expect([...urls]).toEqual([['a.webp', `${env.supabaseUrl}/storage/v1/object/sign/media/a.webp?token=t`]])
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(`${env.supabaseUrl}/storage/v1/object/sign/media`)
    expect(JSON.parse(init.body as string)).toEqual({ expiresIn: 600, paths: ['a.webp', 'b.webp'] })
    expect(init.headers).toMatchObject({ Authorization: 'Bearer user-token' })
  })
})

/** Just enough of XMLHttpRequest for uploadObject: records the request, answers `reply`. */
function fakeXhr(reply: { status: number; body: string } | 'network error') {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} }
  class FakeRequest {
    status = 0
    responseText = ''
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {}
    onload?: () => void
    onerror?: () => void
    open(method: string, url: string) {
      sent.method = method
      sent.url = url
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value
    }
    send(body: unknown) {
      sent.body = body
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 })
      if (reply === 'network error') return this.onerror?.()
      this.status = reply.status
      this.responseText = reply.body
      this.onload?.()
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest)
  return sent
}

describe('uploadObject', () => {
  const file = new Blob(['x'], { type: 'image/webp' })

  it('sends the file to its path, never overwriting, with its cache time and progress', async () => {
    const sent = fakeXhr({ status: 200, body: '{"Key":"media/e/photos/a b.webp"}' })
    const progress: number[] = []
    await uploadObject('media', 'e/photos/a b.webp', file, {
      contentType: 'image/webp',
      cacheSeconds: 3600,
      onProgress: (fraction) => progress.push(fraction),
    })
    expect(sent.method).toBe('POST')
    expect(sent.url).toBe(`${env.supabaseUrl}/storage/v1/object/media/e/photos/a%20b.webp`)
    expect(sent.headers).toMatchObject({
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${env.supabaseAnonKey}`,
      'Content-Type': 'image/webp',
      'Cache-Control': 'max-age=3600',
      'x-upsert': 'false',
    })
    expect(sent.body).toBe(file)
    expect(progress).toEqual([0.25])
  })

  it("rejects with storage's refusal (an object already there)", async () => {
    fakeXhr({
      status: 400,
      body: JSON.stringify({
        statusCode: '409',
        code: 'KeyAlreadyExists',
        error: 'Duplicate',
        message: 'The resource already exists',
      }),
    })
    const error = (await uploadObject('media', 'a.webp', file, { contentType: 'image/webp', cacheSeconds: 1 }).catch(
      (caught: unknown) => caught,
    )) as SupabaseHttpError
    expect(error).toBeInstanceOf(SupabaseHttpError)
    expect(error).toMatchObject({ status: 400, statusCode: '409', error: 'Duplicate', code: 'KeyAlreadyExists' })
  })

  it('rejects when the network drops', async () => {
    fakeXhr('network error')
    await expect(uploadObject('media', 'a.webp', file, { contentType: 'image/webp', cacheSeconds: 1 })).rejects.toThrow(
      'Network error',
    )
  })
})
