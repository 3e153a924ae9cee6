import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signJwt } from '../../shared/jwt.ts'
import { anon, client, env, service, sql, uniqueEmail } from '../../testing/clients.ts'

// Who may read and write what: storage.objects RLS as the caller, JWT checks, signed URLs.

const now = () => Math.floor(Date.now() / 1000)

async function newUser() {
  const id = randomUUID()
  const token = await signJwt(
    { sub: id, role: 'authenticated', aud: 'authenticated', exp: now() + 3600, email: uniqueEmail('sa') },
    env().jwtSecret,
  )
  return { id, token, storage: client(env().anonKey, token).storage }
}

const text = (body: string) => new Blob([body], { type: 'text/plain' })
const objectUrl = (path: string) => `${env().apiUrl}/storage/v1/object/${path}`

describe('storage RLS', () => {
  it('lets only the folder owner read a private object', async () => {
    const owner = await newUser()
    const other = await newUser()
    const path = `${owner.id}/secret.txt`
    expect((await owner.storage.from('conf-private').upload(path, text('secret'))).error).toBeNull()
    expect(await (await owner.storage.from('conf-private').download(path)).data!.text()).toBe('secret')
    const notFound = { status: 400, statusCode: '404', message: 'Object not found' }
    expect((await other.storage.from('conf-private').download(path)).error).toMatchObject(notFound)
    expect((await anon().storage.from('conf-private').download(path)).error).toMatchObject(notFound)
    // Without any JWT a private bucket does not exist; the public route never serves it.
    const bare = await fetch(objectUrl(`conf-private/${path}`))
    expect(bare.status).toBe(400)
    expect(await bare.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    })
    expect((await fetch(objectUrl(`public/conf-private/${path}`))).status).toBe(400)
    expect((await other.storage.from('conf-private').list(owner.id)).data).toEqual([])
    expect((await owner.storage.from('conf-private').list(owner.id)).data!.map((e) => e.name)).toEqual(['secret.txt'])
    expect((await other.storage.from('conf-private').remove([path])).data).toEqual([])
    expect(
      await sql(`select 1 from storage.objects where bucket_id = 'conf-private' and name = $1`, [path]),
    ).toHaveLength(1)
  })

  it("refuses uploads into another user's folder and anonymous uploads, before reading the body", async () => {
    const u = await newUser()
    const denied = { status: 400, statusCode: '403', message: 'new row violates row-level security policy' }
    const intruder = `${randomUUID()}/intrude.txt`
    expect((await u.storage.from('conf-public').upload(intruder, text('x'))).error).toMatchObject(denied)
    expect((await anon().storage.from('conf-public').upload(`${u.id}/anon.txt`, text('x'))).error).toMatchObject(denied)
    const raw = await fetch(objectUrl(`conf-private/${intruder}`), {
      method: 'POST',
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'text/plain' },
      body: 'x'.repeat(300_000),
    })
    expect(await raw.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: denied.message,
    })
    expect(await sql(`select 1 from storage.objects where name = $1`, [intruder])).toEqual([])
  })

  it("cannot overwrite another user's object with upsert, nor delete it", async () => {
    const owner = await newUser()
    const other = await newUser()
    const path = `${owner.id}/mine.txt`
    await owner.storage.from('conf-public').upload(path, text('mine'))
    const up = await other.storage.from('conf-public').upload(path, text('theirs'), { upsert: true })
    expect(up.error).toMatchObject({ statusCode: '403' })
    const del = await fetch(objectUrl(`conf-public/${path}`), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${other.token}` },
    })
    expect(await del.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied', message: 'Access denied' })
    expect(await (await anon().storage.from('conf-public').download(path)).data!.text()).toBe('mine')
  })

  it('lets the service role bypass RLS', async () => {
    const path = `${randomUUID()}/by-service.txt`
    expect((await service().storage.from('conf-private').upload(path, text('svc'))).error).toBeNull()
    expect(await (await service().storage.from('conf-private').download(path)).data!.text()).toBe('svc')
    const [row] = await sql<{ owner: string | null }>(`select owner from storage.objects where name = $1`, [path])
    expect(row.owner).toBeNull()
  })
})

describe('storage JWT checks', () => {
  it('answers bad, expired and missing JWTs with AccessDenied', async () => {
    const forged = await signJwt(
      { sub: randomUUID(), role: 'service_role', exp: now() + 60 },
      'not-the-project-secret-not-the-project-secret',
    )
    const expired = await signJwt({ sub: randomUUID(), role: 'authenticated', exp: now() - 10 }, env().jwtSecret)
    const list = (headers: Record<string, string>) =>
      fetch(objectUrl('list/conf-public'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{"prefix":""}',
      })
    const body = (message: string) => ({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message })
    const r1 = await list({ authorization: `Bearer ${forged}` })
    expect([r1.status, await r1.json()]).toEqual([400, body('signature verification failed')])
    const r2 = await list({ authorization: `Bearer ${expired}` })
    expect([r2.status, await r2.json()]).toEqual([400, body('"exp" claim timestamp check failed')])
    const r3 = await list({})
    expect([r3.status, await r3.json()]).toEqual([400, body('Invalid Compact JWS')])
    // With no Authorization header, the apikey header is the token.
    expect((await list({ apikey: env().anonKey })).status).toBe(200)
    const { error } = await client(env().anonKey, forged).storage.from('conf-public').upload('x/y.txt', text('x'))
    expect(error).toMatchObject({ statusCode: '403', message: 'signature verification failed' })
  })

  it('treats a bad JWT as anon on plain downloads, as storage does', async () => {
    const u = await newUser()
    await u.storage.from('conf-public').upload(`${u.id}/open.txt`, text('open'))
    const r = await fetch(objectUrl(`conf-public/${u.id}/open.txt`), { headers: { authorization: 'Bearer nonsense' } })
    expect([r.status, await r.text()]).toEqual([200, 'open'])
    const strict = await fetch(objectUrl(`authenticated/conf-public/${u.id}/open.txt`), {
      headers: { authorization: 'Bearer nonsense' },
    })
    expect(strict.status).toBe(400)
  })
})

describe('signed URLs', () => {
  it('serves a private object through a signed URL until it expires', async () => {
    const u = await newUser()
    const path = `${u.id}/signed.txt`
    await u.storage.from('conf-private').upload(path, text('signed!'))
    const { data, error } = await u.storage.from('conf-private').createSignedUrl(path, 60)
    expect(error).toBeNull()
    expect(data!.signedUrl).toMatch(new RegExp(`^${env().apiUrl}/storage/v1/object/sign/conf-private/${path}\\?token=`))
    const r = await fetch(data!.signedUrl)
    expect([r.status, await r.text()]).toEqual([200, 'signed!'])
    expect(new Date(r.headers.get('expires')!).getTime()).toBeGreaterThan(Date.now())
    const token = new URL(data!.signedUrl).searchParams.get('token')!
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
    expect(claims).toMatchObject({
      url: `conf-private/${path}`,
      scope: 'download',
      exp: expect.any(Number),
      iat: expect.any(Number),
    })

    const expired = await signJwt({ url: `conf-private/${path}`, iat: now() - 120, exp: now() - 60 }, env().jwtSecret)
    const late = await fetch(objectUrl(`sign/conf-private/${path}?token=${expired}`))
    expect([late.status, await late.json()]).toEqual([
      400,
      { statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: '"exp" claim timestamp check failed' },
    ])
    const forged = await signJwt(
      { url: `conf-private/${path}`, exp: now() + 60 },
      'another-secret-another-secret-another-secret',
    )
    expect(await (await fetch(objectUrl(`sign/conf-private/${path}?token=${forged}`))).json()).toMatchObject({
      code: 'InvalidJWT',
      message: 'signature verification failed',
    })
    const elsewhere = await fetch(objectUrl(`sign/conf-private/${u.id}/other.txt?token=${token}`))
    expect(await elsewhere.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' })
    expect((await fetch(objectUrl(`sign/conf-private/${path}`))).status).toBe(400)
  })

  it('signs only what the caller can read, one or many', async () => {
    const owner = await newUser()
    const other = await newUser()
    await owner.storage.from('conf-private').upload(`${owner.id}/a.txt`, text('a'))
    expect((await other.storage.from('conf-private').createSignedUrl(`${owner.id}/a.txt`, 60)).error).toMatchObject({
      statusCode: '404',
    })
    const many = await owner.storage
      .from('conf-private')
      .createSignedUrls([`${owner.id}/a.txt`, `${owner.id}/missing.txt`], 60)
    expect(many.data![0]).toMatchObject({
      path: `${owner.id}/a.txt`,
      error: null,
      signedUrl: expect.stringContaining('token='),
    })
    expect(many.data![1]).toEqual({
      path: `${owner.id}/missing.txt`,
      error: 'Either the object does not exist or you do not have access to it',
      signedURL: null,
      signedUrl: null,
    })
    expect(await (await fetch(many.data![0].signedUrl!)).text()).toBe('a')
    const bad = await owner.storage.from('conf-private').createSignedUrl(`${owner.id}/a.txt`, 0)
    expect(bad.error).toMatchObject({ statusCode: '400' })
  })

  it('uploads through a signed upload URL without a JWT, once', async () => {
    const u = await newUser()
    const path = `${u.id}/via-signed.txt`
    const { data, error } = await u.storage.from('conf-private').createSignedUploadUrl(path)
    expect(error).toBeNull()
    const done = await anon().storage.from('conf-private').uploadToSignedUrl(path, data!.token, text('dropped'))
    expect(done).toMatchObject({ data: { path, fullPath: `conf-private/${path}` }, error: null })
    const [row] = await sql<{ owner: string }>(`select owner from storage.objects where name = $1`, [path])
    expect(row.owner).toBe(u.id)
    // One upload per URL, upsert or not (storage-api would answer 409 here, or replace the file
    // for an upsert URL until it expires two hours later).
    const again = await anon().storage.from('conf-private').uploadToSignedUrl(path, data!.token, text('again'))
    expect(again.error).toMatchObject({ statusCode: '400', message: 'The signed upload URL has already been used' })
    const denied = await u.storage.from('conf-private').createSignedUploadUrl(`${randomUUID()}/x.txt`)
    expect(denied.error).toMatchObject({ statusCode: '403' })
    // A download token cannot be replayed to upload.
    const dl = await u.storage.from('conf-private').createSignedUrl(path, 60)
    const dlToken = new URL(dl.data!.signedUrl).searchParams.get('token')!
    const replay = await anon()
      .storage.from('conf-private')
      .uploadToSignedUrl(path, dlToken, text('replay'), { upsert: true })
    expect(replay.error).toMatchObject({ statusCode: '400', message: 'Token is not scoped for upload' })
  })
})
