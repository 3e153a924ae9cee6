import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { signJwt } from '../../shared/jwt.ts'
import { anon, client, env, service, sql } from '../../testing/clients.ts'

// Bucket management: storage.buckets RLS decides, so with no policies only the service role may.

const bucketId = () => `conf-b-${randomUUID().slice(0, 8)}`

async function userStorage() {
  const exp = Math.floor(Date.now() / 1000) + 3600
  const token = await signJwt({ sub: randomUUID(), role: 'authenticated', aud: 'authenticated', exp }, env().jwtSecret)
  return client(env().anonKey, token).storage
}

describe('storage buckets', () => {
  it('creates, reads, lists, updates, empties and deletes buckets as the service role', async () => {
    const storage = service().storage
    const id = bucketId()
    expect(
      await storage.createBucket(id, { public: true, fileSizeLimit: 2048, allowedMimeTypes: ['image/png'] }),
    ).toEqual({ data: { name: id }, error: null })
    const { data: bucket } = await storage.getBucket(id)
    expect(bucket).toMatchObject({
      id,
      name: id,
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ['image/png'],
      owner: null,
    })
    expect(typeof bucket!.created_at).toBe('string')
    const { data: all } = await storage.listBuckets()
    expect(all!.find((b) => b.id === id)).toMatchObject({ id, type: 'STANDARD' })
    expect(all!.map((b) => b.id)).toEqual(expect.arrayContaining(['conf-public', 'conf-private']))
    const found = await storage.listBuckets({ search: id.slice(-8), limit: 5 })
    expect(found.data!.map((b) => b.id)).toEqual([id])

    expect(
      await storage.updateBucket(id, { public: false, fileSizeLimit: null, allowedMimeTypes: ['text/*'] }),
    ).toEqual({
      data: { message: 'Successfully updated' },
      error: null,
    })
    expect((await storage.getBucket(id)).data).toMatchObject({
      public: false,
      file_size_limit: null,
      allowed_mime_types: ['text/*'],
    })

    await storage.from(id).upload('folder/a.txt', new Blob(['a'], { type: 'text/plain' }))
    const notEmpty = await storage.deleteBucket(id)
    expect(notEmpty.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    })
    expect(await storage.emptyBucket(id)).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    })
    expect(await sql(`select 1 from storage.objects where bucket_id = $1`, [id])).toEqual([])
    expect(await storage.deleteBucket(id)).toEqual({ data: { message: 'Successfully deleted' }, error: null })
    expect(existsSync(join(env().storageDir, id))).toBe(false)
    expect((await storage.getBucket(id)).error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Bucket not found',
    })
    expect((await storage.deleteBucket(id)).error).toMatchObject({ statusCode: '404' })
  })

  it('refuses bucket management to anon and authenticated users without policies', async () => {
    await service()
      .storage.from('conf-private')
      .upload(`${randomUUID()}/keep.txt`, new Blob(['k'], { type: 'text/plain' }))
    for (const storage of [anon().storage, await userStorage()]) {
      const id = bucketId()
      expect((await storage.createBucket(id)).error).toMatchObject({
        status: 400,
        statusCode: '403',
        message: 'new row violates row-level security policy',
      })
      expect((await storage.listBuckets()).data).toEqual([])
      expect((await storage.getBucket('conf-public')).error).toMatchObject({ statusCode: '404' })
      expect((await storage.updateBucket('conf-public', { public: false })).error).toMatchObject({ statusCode: '404' })
      expect((await storage.deleteBucket('conf-private')).error).toMatchObject({ statusCode: '409' })
      const empty = await storage.emptyBucket('conf-private')
      expect(empty.error).toMatchObject({ status: 403, statusCode: '403', message: 'Access denied: Invalid role' })
    }
    const id = bucketId()
    await service().storage.createBucket(id)
    expect((await anon().storage.deleteBucket(id)).error).toMatchObject({ statusCode: '404' })
    expect((await service().storage.getBucket(id)).data).toMatchObject({ id, public: false })
    await service().storage.deleteBucket(id)
  })

  it('validates names, duplicates, sizes and MIME lists', async () => {
    const storage = service().storage
    const id = bucketId()
    await storage.createBucket(id)
    expect((await storage.createBucket(id)).error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    })
    for (const name of ['bad/name', ' padded', '..', 'x'.repeat(101)]) {
      expect((await storage.createBucket(name)).error, name).toMatchObject({
        statusCode: '400',
        message: 'Bucket name invalid',
      })
    }
    expect((await storage.createBucket(bucketId(), { public: false, fileSizeLimit: '2GB' })).error).toMatchObject({
      statusCode: '413',
    })
    expect((await storage.createBucket(bucketId(), { public: false, fileSizeLimit: 'lots' })).error).toMatchObject({
      statusCode: '400',
      message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    })
    expect((await storage.updateBucket(id, { public: false, allowedMimeTypes: ['not a mime'] })).error).toMatchObject({
      statusCode: '415',
      message: 'mime type not a mime is not supported',
    })
    expect((await storage.from('no-such-bucket').upload('a.txt', new Blob(['a']))).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    })
    await storage.deleteBucket(id)
  })
})
