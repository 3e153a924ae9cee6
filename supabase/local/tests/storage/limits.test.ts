import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { signJwt } from '../../shared/jwt.ts'
import { client, env, service, sql, uniqueEmail } from '../../testing/clients.ts'

// Size and type limits, hostile keys (also as raw HTTP, which fetch would normalise), bad JSON.

async function newUser() {
  const id = randomUUID()
  const exp = Math.floor(Date.now() / 1000) + 3600
  const token = await signJwt(
    { sub: id, role: 'authenticated', aud: 'authenticated', exp, email: uniqueEmail('sl') },
    env().jwtSecret,
  )
  return { id, token, storage: client(env().anonKey, token).storage }
}

/** A request sent byte for byte as written: no URL normalisation, optional chunked body. */
function rawRequest(method: string, path: string, headers: Record<string, string>, body?: Buffer | Buffer[]) {
  const { hostname, port } = new URL(env().apiUrl)
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString() || '{}') }),
      )
    })
    req.on('error', reject)
    for (const part of Array.isArray(body) ? body : body ? [body] : []) req.write(part)
    req.end()
  })
}

const tooLarge = {
  statusCode: '413',
  code: 'EntityTooLarge',
  error: 'Payload too large',
  message: 'The object exceeded the maximum allowed size',
}
const tooLargeError = { status: 400, statusCode: '413', message: tooLarge.message }
const json = (path: string, body: string, token = env().serviceRoleKey, method = 'POST') =>
  fetch(`${env().apiUrl}/storage/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  })

describe('storage size and type limits', () => {
  it("enforces the bucket's size limit on multipart and raw uploads", async () => {
    const u = await newUser()
    const bucket = u.storage.from('conf-public')
    const big = new Uint8Array(1024 * 1024 + 1)
    expect((await bucket.upload(`${u.id}/big.png`, new Blob([big], { type: 'image/png' }))).error).toMatchObject(
      tooLargeError,
    )
    const raw = await fetch(`${env().apiUrl}/storage/v1/object/conf-public/${u.id}/big-raw.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'image/png' },
      body: big,
    })
    expect([raw.status, await raw.json()]).toEqual([400, tooLarge])
    expect(
      (await bucket.upload(`${u.id}/fits.png`, new Blob([new Uint8Array(1024 * 1024)], { type: 'image/png' }))).error,
    ).toBeNull()
    expect(await sql(`select 1 from storage.objects where name like $1`, [`${u.id}/big%`])).toEqual([])
  })

  it('stops a chunked upload without content-length at the limit and keeps nothing of it', async () => {
    const u = await newUser()
    const chunk = Buffer.alloc(256 * 1024, 1)
    const r = await rawRequest(
      'PUT',
      `/storage/v1/object/conf-public/${u.id}/chunked.png`,
      { authorization: `Bearer ${u.token}`, 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
      Array.from({ length: 8 }, () => chunk),
    )
    expect(r).toEqual({ status: 400, json: tooLarge })
    expect(await sql(`select 1 from storage.objects where name = $1`, [`${u.id}/chunked.png`])).toEqual([])
    expect(existsSync(join(env().storageDir, 'conf-public', u.id))).toBe(false)
    // The partial temp file is gone too (other files' uploads may pass through meanwhile).
    const temp = join(env().storageDir, '~tmp')
    await expect.poll(() => (existsSync(temp) ? readdirSync(temp) : []), { timeout: 5000 }).toEqual([])
  })

  it('applies the project-wide limit (config.toml) to buckets without one', async () => {
    const u = await newUser()
    const over = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/octet-stream' })
    expect((await u.storage.from('conf-private').upload(`${u.id}/huge.bin`, over)).error).toMatchObject(tooLargeError)
  })

  it('refuses MIME types outside the allowed list, exact or by wildcard', async () => {
    const u = await newUser()
    const { error } = await u.storage
      .from('conf-public')
      .upload(`${u.id}/page.html`, new Blob(['<p>'], { type: 'text/html' }))
    expect(error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type text/html is not supported' })
    const raw = await fetch(`${env().apiUrl}/storage/v1/object/conf-public/${u.id}/x.txt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'text/plain;charset=UTF-8' },
      body: 'x',
    })
    expect(await raw.json()).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type text/plain;charset=UTF-8 is not supported',
    })
    const id = `conf-images-${randomUUID().slice(0, 8)}`
    expect(
      (await service().storage.createBucket(id, { public: false, allowedMimeTypes: ['image/*'], fileSizeLimit: '1MB' }))
        .error,
    ).toBeNull()
    const images = service().storage.from(id)
    expect((await images.upload('a.gif', new Blob(['GIF89a'], { type: 'image/gif' }))).error).toBeNull()
    expect((await images.upload('a.txt', new Blob(['no'], { type: 'text/plain' }))).error).toMatchObject({
      statusCode: '415',
    })
    expect(
      (await images.upload('b.gif', new Blob([new Uint8Array(1_000_001)], { type: 'image/gif' }))).error,
    ).toMatchObject({ statusCode: '413' })
  })
})

describe('storage keys', () => {
  const invalid = (key: string) => ({
    statusCode: '400',
    code: 'InvalidKey',
    error: 'InvalidKey',
    message: `Invalid key: ${key}`,
  })

  it('rejects traversal and malformed keys sent as raw HTTP, for uploads and downloads', async () => {
    const u = await newUser()
    const auth = { authorization: `Bearer ${u.token}`, 'content-type': 'text/plain' }
    const cases: [string, string][] = [
      [`${u.id}/../escape.txt`, `${u.id}/../escape.txt`],
      [`${u.id}/%2e%2e/%2e%2e/escape.txt`, `${u.id}/../../escape.txt`],
      [`${u.id}/..%2f..%2f..%2fescape.txt`, `${u.id}/../../../escape.txt`],
      [`${u.id}/.%2fdot.txt`, `${u.id}/./dot.txt`],
      [`${u.id}/%5c..%5cescape.txt`, `${u.id}/\\..\\escape.txt`],
      [`/etc/passwd`, '/etc/passwd'],
      [`${u.id}//double.txt`, `${u.id}//double.txt`],
      [`${u.id}/nul%00.txt`, `${u.id}/nul\u0000.txt`],
      [`${u.id}/line%0abreak.txt`, `${u.id}/line\nbreak.txt`],
    ]
    for (const [raw, key] of cases) {
      const up = await rawRequest('POST', `/storage/v1/object/conf-public/${raw}`, auth, Buffer.from('x'))
      expect(up, raw).toEqual({ status: 400, json: invalid(key) })
      const down = await rawRequest('GET', `/storage/v1/object/conf-public/${raw}`, {
        authorization: `Bearer ${u.token}`,
      })
      expect(down.json, raw).toEqual(invalid(key))
    }
    const bad = await rawRequest('POST', `/storage/v1/object/..%2f..%2ftmp/x.txt`, auth, Buffer.from('x'))
    expect(bad.json).toMatchObject({ code: 'InvalidBucketName', message: 'Bucket name invalid' })
    expect(existsSync(join(env().storageDir, 'escape.txt'))).toBe(false)
    expect(existsSync(join(env().storageDir, '..', 'escape.txt'))).toBe(false)
    expect(await sql(`select name from storage.objects where name like '%escape%'`)).toEqual([])
  })

  it('keeps supabase-js paths with ../ inside the storage API (fetch normalises them)', async () => {
    const u = await newUser()
    const { error } = await u.storage
      .from('conf-public')
      .upload('../../../etc/passwd', new Blob(['x'], { type: 'text/plain' }))
    expect(error).not.toBeNull()
    // uid/../other-uid/x resolves client-side to a folder that RLS refuses.
    const other = randomUUID()
    const sneaky = await u.storage
      .from('conf-public')
      .upload(`${u.id}/../${other}/x.txt`, new Blob(['x'], { type: 'text/plain' }))
    expect(sneaky.error).toMatchObject({ statusCode: '403' })
    expect(await sql(`select 1 from storage.objects where name like $1`, [`${other}%`])).toEqual([])
  })
})

describe('storage request bodies', () => {
  it('answers bad JSON with Fastify-style errors', async () => {
    const invalidJson = {
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'FastifyError',
      message: "Body is not valid JSON but content-type is set to 'application/json'",
    }
    for (const [path, method] of [
      ['object/list/conf-public', 'POST'],
      ['bucket', 'POST'],
      ['object/conf-public', 'DELETE'],
      ['object/sign/conf-public/a.txt', 'POST'],
      ['object/move', 'POST'],
    ]) {
      const r = await json(path, '{"prefix": ', env().serviceRoleKey, method)
      expect([r.status, await r.json()], path).toEqual([400, invalidJson])
    }
    const empty = await json('object/list/conf-public', '')
    expect(await empty.json()).toMatchObject({
      statusCode: '400',
      message: "Body cannot be empty when content-type is set to 'application/json'",
    })
    const missing = await json('object/conf-public', '{}', env().serviceRoleKey, 'DELETE')
    expect(await missing.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Error',
      message: "body must have required property 'prefixes'",
    })
    const sort = await json('object/list/conf-public', '{"prefix":"","sortBy":{"column":"size"}}')
    expect(await sort.json()).toMatchObject({
      message: 'body/sortBy/column must be equal to one of the allowed values',
    })
    const notObject = await json('object/list/conf-public', '[1,2]')
    expect(await notObject.json()).toMatchObject({ message: 'body must be object' })
    // NUL characters cannot be stored in Postgres text: a clear 400, never a 500.
    for (const [path, body, method] of [
      ['object/list/conf-public', '{"prefix":"a\\u0000"}', 'POST'],
      ['object/conf-public', '{"prefixes":["a\\u0000b"]}', 'DELETE'],
      ['bucket/x%00y', undefined, 'GET'],
    ] as const) {
      const r = await fetch(`${env().apiUrl}/storage/v1/${path}`, {
        method,
        headers: { authorization: `Bearer ${env().serviceRoleKey}`, 'content-type': 'application/json' },
        body,
      })
      expect([r.status, (await r.json()).statusCode], path).toEqual([400, '400'])
    }
    const route = await fetch(`${env().apiUrl}/storage/v1/nowhere`)
    expect([route.status, await route.json()]).toEqual([
      404,
      { statusCode: '404', code: 'InvalidRequest', error: 'Not Found', message: 'Route GET:/nowhere not found' },
    ])
  })
})
