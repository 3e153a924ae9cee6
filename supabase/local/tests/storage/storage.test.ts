import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { signJwt } from '../../shared/jwt.ts'
import { client, env, service, sql, uniqueEmail } from '../../testing/clients.ts'

// Objects through the unmodified supabase-js client: upload forms, download, public URLs,
// upsert, list, remove, move and copy. Users write under a folder named after their id.

async function newUser() {
  const id = randomUUID()
  const exp = Math.floor(Date.now() / 1000) + 3600
  const token = await signJwt(
    { sub: id, role: 'authenticated', aud: 'authenticated', exp, email: uniqueEmail('st') },
    env().jwtSecret,
  )
  return { id, token, storage: client(env().anonKey, token).storage }
}

const versionsOf = (bucket: string, key: string) => {
  const dir = join(env().storageDir, bucket, ...key.split('/'))
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()) : []
}
const png = (bytes = 64) => new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/png' })

describe('storage uploads', () => {
  it('uploads a Blob as multipart and stores metadata and owner', async () => {
    const u = await newUser()
    const path = `${u.id}/avatar.png`
    const { data, error } = await u.storage.from('conf-public').upload(path, png(100))
    expect(error).toBeNull()
    expect(data).toMatchObject({ path, fullPath: `conf-public/${path}` })
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/)
    const [row] = await sql<{
      id: string
      owner: string
      owner_id: string
      metadata: Record<string, unknown>
      version: string
    }>(
      `select id, owner, owner_id, metadata, version from storage.objects where bucket_id = 'conf-public' and name = $1`,
      [path],
    )
    expect(row).toMatchObject({ id: data!.id, owner: u.id, owner_id: u.id })
    expect(row.metadata).toMatchObject({
      size: 100,
      mimetype: 'image/png',
      cacheControl: 'max-age=3600',
      contentLength: 100,
      httpStatusCode: 200,
    })
    expect(row.metadata.eTag).toMatch(/^"[0-9a-f]{32}"$/)
    expect(versionsOf('conf-public', path).map((f) => f.name)).toEqual([row.version])
  })

  it('uploads a File, an ArrayBuffer (raw body) and a Node Buffer', async () => {
    const u = await newUser()
    const bucket = u.storage.from('conf-private')
    const file = new File(['file body'], 'notes.txt', { type: 'text/plain' })
    expect((await bucket.upload(`${u.id}/file.txt`, file)).error).toBeNull()
    const raw = new TextEncoder().encode('raw body').buffer
    expect(
      (await bucket.upload(`${u.id}/raw.txt`, raw, { contentType: 'text/plain', cacheControl: '60' })).error,
    ).toBeNull()
    expect(
      (await bucket.upload(`${u.id}/buffer.bin`, Buffer.from([1, 2, 3]), { contentType: 'application/octet-stream' }))
        .error,
    ).toBeNull()
    const { data } = await bucket.download(`${u.id}/raw.txt`)
    expect(await data!.text()).toBe('raw body')
    expect(data!.type).toBe('text/plain')
    const info = await bucket.info(`${u.id}/raw.txt`)
    expect(info.data).toMatchObject({
      name: `${u.id}/raw.txt`,
      size: 8,
      contentType: 'text/plain',
      cacheControl: 'max-age=60',
    })
    expect(Buffer.from(await (await bucket.download(`${u.id}/buffer.bin`)).data!.arrayBuffer())).toEqual(
      Buffer.from([1, 2, 3]),
    )
    expect(await (await bucket.download(`${u.id}/file.txt`)).data!.text()).toBe('file body')
  })

  it('refuses a duplicate without upsert, replaces with upsert and update, and drops the old file', async () => {
    const u = await newUser()
    const bucket = u.storage.from('conf-public')
    const path = `${u.id}/dup.txt`
    await bucket.upload(path, new Blob(['one'], { type: 'text/plain' }))
    const dup = await bucket.upload(path, new Blob(['two'], { type: 'text/plain' }))
    expect(dup.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' })
    expect(await (await bucket.download(path)).data!.text()).toBe('one')
    const up = await bucket.upload(path, new Blob(['three'], { type: 'text/plain' }), { upsert: true })
    expect(up.error).toBeNull()
    expect(await (await bucket.download(path)).data!.text()).toBe('three')
    expect((await bucket.update(path, new Blob(['four!'], { type: 'text/plain' }))).error).toBeNull()
    expect(await (await bucket.download(path)).data!.text()).toBe('four!')
    expect(versionsOf('conf-public', path)).toHaveLength(1)
    // A failed upsert (too large here) leaves the current content in place.
    const big = new Blob([new Uint8Array(1024 * 1024 + 1)], { type: 'text/plain' })
    expect((await bucket.upload(path, big, { upsert: true })).error).toMatchObject({ statusCode: '413' })
    expect(await (await bucket.download(path)).data!.text()).toBe('four!')
    expect(versionsOf('conf-public', path)).toHaveLength(1)
  })

  it('serialises concurrent upserts of one key and keeps exactly one file', async () => {
    const u = await newUser()
    const bucket = u.storage.from('conf-public')
    const path = `${u.id}/race.txt`
    const bodies = Array.from({ length: 8 }, (_, i) => `body-${i}`)
    const results = await Promise.all(
      bodies.map((b) => bucket.upload(path, new Blob([b], { type: 'text/plain' }), { upsert: true })),
    )
    expect(results.map((r) => r.error)).toEqual(bodies.map(() => null))
    expect(new Set(results.map((r) => r.data!.id)).size).toBe(1)
    expect(bodies).toContain(await (await bucket.download(path)).data!.text())
    expect(versionsOf('conf-public', path)).toHaveLength(1)
  })

  it('answers {Key, Id} on raw POST and honours content-type, cache-control and x-upsert', async () => {
    const u = await newUser()
    const url = `${env().apiUrl}/storage/v1/object/conf-private/${u.id}/raw.bin`
    const headers = { authorization: `Bearer ${u.token}`, 'content-type': 'image/webp', 'cache-control': 'max-age=5' }
    const first = await fetch(url, { method: 'POST', headers, body: 'webp!' })
    expect(first.status).toBe(200)
    const body = await first.json()
    expect(body).toEqual({ Key: `conf-private/${u.id}/raw.bin`, Id: expect.any(String) })
    const again = await fetch(url, { method: 'POST', headers: { ...headers, 'x-upsert': 'true' }, body: 'webp2' })
    expect((await again.json()).Id).toBe(body.Id)
    const got = await fetch(url, { headers: { authorization: `Bearer ${u.token}` } })
    expect(got.headers.get('content-type')).toBe('image/webp')
    expect(got.headers.get('cache-control')).toBe('max-age=5')
    expect(await got.text()).toBe('webp2')
  })
})

describe('storage downloads', () => {
  it('serves public objects at their public URL with storage headers, ranges and 304s', async () => {
    const u = await newUser()
    const bucket = u.storage.from('conf-public')
    const path = `${u.id}/hello world.txt`
    await bucket.upload(path, new Blob(['hello public'], { type: 'text/plain' }))
    const { publicUrl } = bucket.getPublicUrl(path).data
    expect(publicUrl).toBe(`${env().apiUrl}/storage/v1/object/public/conf-public/${u.id}/hello%20world.txt`)
    const r = await fetch(publicUrl)
    expect(r.status).toBe(200)
    expect(await r.text()).toBe('hello public')
    expect(r.headers.get('content-type')).toBe('text/plain')
    expect(r.headers.get('cache-control')).toBe('max-age=3600')
    expect(r.headers.get('content-length')).toBe('12')
    expect(r.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    expect(new Date(r.headers.get('last-modified')!).getTime()).toBeGreaterThan(Date.now() - 60_000)
    const part = await fetch(publicUrl, { headers: { range: 'bytes=6-' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 6-11/12')
    expect(await part.text()).toBe('public')
    expect((await fetch(publicUrl, { headers: { range: 'bytes=50-60' } })).status).toBe(416)
    expect((await fetch(publicUrl, { headers: { 'if-none-match': r.headers.get('etag')! } })).status).toBe(304)
    const head = await fetch(publicUrl, { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBe('12')
    expect(await bucket.exists(path)).toMatchObject({ data: true })
    expect(await bucket.exists(`${u.id}/nope.txt`)).toMatchObject({ data: false })
    const attachment = await fetch(bucket.getPublicUrl(path, { download: 'hi.txt' }).data.publicUrl)
    expect(attachment.headers.get('content-disposition')).toBe("attachment; filename=hi.txt; filename*=UTF-8''hi.txt")
  })

  it('answers NoSuchKey for a missing object and serves HTML as text/plain', async () => {
    const missing = await service().storage.from('conf-public').download('nobody/missing.png')
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' })
    const path = `${randomUUID()}/page.html`
    await service()
      .storage.from('conf-private')
      .upload(path, new Blob(['<script>1</script>'], { type: 'text/html' }))
    const r = await fetch(`${env().apiUrl}/storage/v1/object/conf-private/${path}`, {
      headers: { authorization: `Bearer ${env().serviceRoleKey}` },
    })
    expect(r.headers.get('content-type')).toBe('text/plain')
  })
})

describe('storage list', () => {
  it('lists 100 entries by default, by name, with folders as id-less entries', async () => {
    const root = randomUUID()
    const bucket = service().storage.from('conf-private')
    const names = Array.from({ length: 104 }, (_, i) => `f-${String(i).padStart(3, '0')}.txt`)
    for (let i = 0; i < names.length; i += 13) {
      await Promise.all(
        names.slice(i, i + 13).map((n) => bucket.upload(`${root}/${n}`, 'x', { contentType: 'text/plain' })),
      )
    }
    await bucket.upload(`${root}/B-folder/deep/x.txt`, 'x', { contentType: 'text/plain' })
    await bucket.upload(`${root}/a-first.txt`, 'x', { contentType: 'text/plain' })
    const { data, error } = await bucket.list(root)
    expect(error).toBeNull()
    expect(data).toHaveLength(100)
    expect(data!.slice(0, 3).map((e) => e.name)).toEqual(['a-first.txt', 'B-folder', 'f-000.txt'])
    expect(data![1]).toMatchObject({ name: 'B-folder', id: null, metadata: null })
    expect(data![0]).toMatchObject({
      id: expect.any(String),
      metadata: expect.objectContaining({ size: 1, mimetype: 'text/plain' }),
    })
    const rest = await bucket.list(root, { offset: 100 })
    expect(rest.data!.map((e) => e.name)).toEqual([
      'f-098.txt',
      'f-099.txt',
      'f-100.txt',
      'f-101.txt',
      'f-102.txt',
      'f-103.txt',
    ])
    const desc = await bucket.list(`${root}/`, { limit: 2, sortBy: { column: 'name', order: 'desc' } })
    expect(desc.data!.map((e) => e.name)).toEqual(['f-103.txt', 'f-102.txt'])
    const search = await bucket.list(root, { search: 'b-' })
    expect(search.data!.map((e) => e.name)).toEqual(['B-folder'])
    expect((await bucket.list(`${root}/B-folder`)).data!.map((e) => e.name)).toEqual(['deep'])
    const byDate = await bucket.list(root, { limit: 3, sortBy: { column: 'created_at', order: 'asc' } })
    expect(byDate.data!.map((e) => e.id === null)).toEqual([true, false, false])
  })
})

describe('storage remove, move and copy', () => {
  it('removes by exact names, answers the removed rows and deletes the files', async () => {
    const u = await newUser()
    const bucket = u.storage.from('conf-public')
    await bucket.upload(`${u.id}/r1.txt`, new Blob(['1'], { type: 'text/plain' }))
    await bucket.upload(`${u.id}/r2.txt`, new Blob(['2'], { type: 'text/plain' }))
    const { data, error } = await bucket.remove([`${u.id}/r1.txt`, `${u.id}/r2.txt`, `${u.id}/never.txt`, u.id])
    expect(error).toBeNull()
    expect(data!.map((o) => o.name).sort()).toEqual([`${u.id}/r1.txt`, `${u.id}/r2.txt`])
    expect(data![0]).toMatchObject({ bucket_id: 'conf-public', owner: u.id, id: expect.any(String) })
    expect(versionsOf('conf-public', `${u.id}/r1.txt`)).toHaveLength(0)
    expect((await bucket.download(`${u.id}/r1.txt`)).error).toMatchObject({ statusCode: '404' })
  })

  it('moves and copies objects, within and across buckets', async () => {
    const u = await newUser()
    const pub = u.storage.from('conf-public')
    await pub.upload(`${u.id}/from.txt`, new Blob(['moving'], { type: 'text/plain' }))
    expect((await pub.move(`${u.id}/from.txt`, `${u.id}/to.txt`)).data).toEqual({
      message: 'Successfully moved',
      Id: expect.any(String),
      Key: `${u.id}/to.txt`,
    })
    expect((await pub.download(`${u.id}/from.txt`)).error).toMatchObject({ statusCode: '404' })
    expect(await (await pub.download(`${u.id}/to.txt`)).data!.text()).toBe('moving')
    expect(versionsOf('conf-public', `${u.id}/from.txt`)).toHaveLength(0)
    const copied = await pub.copy(`${u.id}/to.txt`, `${u.id}/copy.txt`)
    expect(copied).toMatchObject({ data: { path: `conf-public/${u.id}/copy.txt` }, error: null })
    expect(await (await pub.download(`${u.id}/copy.txt`)).data!.text()).toBe('moving')
    expect(await (await pub.download(`${u.id}/to.txt`)).data!.text()).toBe('moving')
    expect((await pub.copy(`${u.id}/to.txt`, `${u.id}/copy.txt`)).error).toMatchObject({ statusCode: '409' })
    const across = await pub.move(`${u.id}/copy.txt`, `${u.id}/moved.txt`, { destinationBucket: 'conf-private' })
    expect(across.error).toBeNull()
    expect(await (await u.storage.from('conf-private').download(`${u.id}/moved.txt`)).data!.text()).toBe('moving')
    const taken = await pub.move(`${u.id}/to.txt`, `${randomUUID()}/stolen.txt`)
    expect(taken.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' })
    expect(await (await pub.download(`${u.id}/to.txt`)).data!.text()).toBe('moving')
  })
})
