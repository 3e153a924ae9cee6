import { beforeAll, describe, expect, it } from 'vitest'
import { env, sql } from '../support/clients.ts'
import { addGift, addGuest, createTeam, uploadCode, type Team } from '../support/event-fixtures.ts'
import {
  addresses,
  forgetAttempts,
  INVALID_CODE,
  otherCode,
  rpcFrom,
  TOO_MANY,
  type RpcAnswer,
} from '../support/guest-attempts.ts'
import { guest } from '../support/typed-clients.ts'

// Guests' entry points as an attacker used them before they were closed (issue: security
// hardening, guests' entry points). Each case is the attack that used to succeed.

// A WebP's signature then filler: the local storage checks an anonymous upload's bytes against its type.
const webp = (fill = 1) => {
  const data = new Uint8Array(256).fill(fill)
  data.set(new TextEncoder().encode('RIFF'), 0)
  data.set(new TextEncoder().encode('WEBP'), 8)
  return new Blob([data], { type: 'image/webp' })
}

describe('upload codes', () => {
  let team: Team
  let code: string
  beforeAll(async () => {
    team = await createTeam({ uploadsOpen: true })
    code = await uploadCode(team.event.id)
  })

  it('guessing codes as fast as possible: 10 wrong answers, then refused; the right code still opens', async () => {
    await forgetAttempts(team.event.id)
    const answers: (string | undefined)[] = []
    for (let i = 0; i < 30; i++) {
      const guess = `${String(i).padStart(2, '0')}ZZZZ`
      answers.push((await guest().rpc('check_upload_code', { p_event_ref: team.event.id, p_code: guess })).error?.code)
    }
    expect(answers.filter((c) => c === 'EV001')).toHaveLength(10)
    expect(answers.slice(10).every((c) => c === 'EV013')).toBe(true)
    // A guest at the same venue, on the same Wi-Fi, typing the code on the card.
    const right = await guest().rpc('check_upload_code', { p_event_ref: team.event.id, p_code: code })
    expect(right).toMatchObject({ error: null, data: { event_id: team.event.id } })
  })

  it('locking every guest out with 210 wrong codes from 21 networks: the right code still opens', async () => {
    await forgetAttempts(team.event.id)
    const check = (from: string, p_code: string) =>
      rpcFrom(from, 'check_upload_code', { p_event_ref: team.event.id, p_code })
    const flooders = addresses(20, 21)
    for (const from of flooders) for (let i = 0; i < 10; i++) await check(from, `${String(i).padStart(2, '0')}ZZZZ`)
    // Wrong codes stay capped for the whole event, whoever sends them...
    expect((await check('127.0.0.60', otherCode(code))).code).toBe('EV013')
    // ...and the right one opens, from a new network and from one that sent wrong ones.
    expect(await check('127.0.0.61', code)).toMatchObject({ status: 200, body: { event_id: team.event.id } })
    expect(await check(flooders[0], code)).toMatchObject({ status: 200, body: { event_id: team.event.id } })
    const granted = await rpcFrom(flooders[1], 'authorize_photo_uploads', {
      p_event_ref: team.event.id,
      p_code: code,
      p_file_names: ['a.webp'],
    })
    expect(granted.status).toBe(200)
  })

  it('guessing on past 100 wrong codes from one network: refused outright, the right code too', async () => {
    await forgetAttempts(team.event.id)
    const guesser = '127.0.0.62'
    const check = (from: string, p_code: string) =>
      rpcFrom(from, 'check_upload_code', { p_event_ref: team.event.id, p_code })
    const answers: (string | null)[] = []
    for (let i = 0; i < 100; i++) answers.push((await check(guesser, `${String(i).padStart(3, '0')}ZZZ`)).code)
    expect(answers.slice(0, 10).every((c) => c === 'EV001')).toBe(true)
    expect(answers.slice(10).every((c) => c === 'EV013')).toBe(true)
    const right = await check(guesser, code)
    expect(right).toMatchObject({ status: 400, body: TOO_MANY })
    expect((right.body as { message: string }).message).toBe('Trop de tentatives. Réessayez dans 15 minutes.')
    // Nobody else pays for it.
    expect((await check('127.0.0.63', code)).status).toBe(200)
  })

  it('dodging the per-client limit by sending a new X-Forwarded-For each time, on both gateway paths', async () => {
    const spoofed = await createTeam({ uploadsOpen: true })
    const answers: string[] = []
    for (let i = 0; i < 12; i++) {
      // An `apikey` in the query takes the gateway's general path, a header its REST fast path.
      const query = i % 2 ? `?apikey=${env().anonKey}` : ''
      const response = await fetch(`${env().apiUrl}/rest/v1/rpc/check_upload_code${query}`, {
        method: 'POST',
        headers: {
          apikey: env().anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i}`,
        },
        body: JSON.stringify({ p_event_ref: spoofed.event.id, p_code: 'ZZZZZ9' }),
      })
      answers.push(((await response.json()) as { code: string }).code)
    }
    expect(answers.slice(0, 10).every((c) => c === 'EV001')).toBe(true)
    expect(answers.slice(10)).toEqual(['EV013', 'EV013'])
  })

  it("using one event's code on any other event's page, or without the page", async () => {
    const other = await createTeam({ uploadsOpen: true })
    await forgetAttempts(other.event.id)
    const { error } = await guest().rpc('check_upload_code', { p_event_ref: other.event.id, p_code: code })
    expect(error).toMatchObject(INVALID_CODE)
    expect((await guest().rpc('check_upload_code', { p_event_ref: '', p_code: code })).error).toMatchObject(
      INVALID_CODE,
    )
  })

  it("telling that a code exists from 'upload closed'", async () => {
    const closed = await createTeam({ uploadsOpen: false })
    const closedCode = await uploadCode(closed.event.id)
    const probe = (p_code: string) => guest().rpc('check_upload_code', { p_event_ref: closed.event.id, p_code })
    expect((await probe(otherCode(closedCode))).error).toMatchObject(INVALID_CODE)
    expect((await probe(closedCode)).error).toMatchObject({ code: 'EV002' })
  })

  it('using the code after the organiser rotated it', async () => {
    const rotated = await createTeam({ uploadsOpen: true })
    const old = await uploadCode(rotated.event.id)
    await rotated.owner.db.rpc('rotate_upload_code', { p_event_id: rotated.event.id })
    const { error } = await guest().rpc('check_upload_code', { p_event_ref: rotated.event.id, p_code: old })
    expect(error).toMatchObject(INVALID_CODE)
  })
})

describe('RSVP', () => {
  it('enumerating common names: 20 misses, then refused; a listed name still answers', async () => {
    const team = await createTeam()
    await addGuest(team.event.id, 'Marie Martin')
    const answers: (string | null)[] = []
    const names = ['Jean Martin', 'Pierre Martin', ...Array.from({ length: 22 }, (_, i) => `N${i}`)]
    for (const name of names)
      answers.push(
        (await guest().rpc('find_rsvp_guest', { p_event_id: team.event.id, p_name: name })).error?.code ?? null,
      )
    expect(answers.slice(0, 20).every((c) => c === null)).toBe(true)
    expect(answers.slice(20).every((c) => c === 'EV013')).toBe(true)
    const own = await guest().rpc('find_rsvp_guest', { p_event_id: team.event.id, p_name: 'marie martin' })
    expect(own.error).toBeNull()
    expect(own.data).toEqual([expect.objectContaining({ name: 'Marie Martin' })])
  })

  it("locking guests out with 320 look-ups from 16 networks: an invitation link and a guest's own name still open", async () => {
    const team = await createTeam()
    const id = await addGuest(team.event.id, 'Marie Martin')
    const [{ token }] = await sql<{ token: string }>(`select invitation_token as token from guests where id = $1`, [id])
    const flooders = addresses(20, 16)
    const lookUp = (from: string, p_name: string) =>
      rpcFrom(from, 'find_rsvp_guest', { p_event_id: team.event.id, p_name })
    const open = (from: string, p_token: string) =>
      rpcFrom(from, 'open_rsvp_invitation', { p_event_id: team.event.id, p_token })
    for (const from of flooders) for (let i = 0; i < 20; i++) await lookUp(from, `Nobody ${i}`)
    expect((await lookUp('127.0.0.60', 'Somebody Else')).code).toBe('EV013')
    expect((await open('127.0.0.60', '0'.repeat(32))).code).toBe('EV013')
    const found = (answer: RpcAnswer) => answer.status === 200 && (answer.body as { id: string }[])[0]?.id === id
    for (const from of ['127.0.0.61', flooders[0]]) {
      expect(found(await open(from, token)), from).toBe(true)
      expect(found(await lookUp(from, 'Marie Martin')), from).toBe(true)
    }
  })

  it('guessing names on past 100 misses from one network: refused outright, a listed name too', async () => {
    const team = await createTeam()
    const id = await addGuest(team.event.id, 'Marie Martin')
    const [{ token }] = await sql<{ token: string }>(`select invitation_token as token from guests where id = $1`, [id])
    const lookUp = (from: string, p_name: string) =>
      rpcFrom(from, 'find_rsvp_guest', { p_event_id: team.event.id, p_name })
    for (let i = 0; i < 100; i++) await lookUp('127.0.0.62', `Nobody ${i}`)
    expect(await lookUp('127.0.0.62', 'Marie Martin')).toMatchObject({ status: 400, code: 'EV013' })
    // An invitation link cannot be guessed, so it still opens.
    const invited = await rpcFrom('127.0.0.62', 'open_rsvp_invitation', { p_event_id: team.event.id, p_token: token })
    expect(invited.body).toEqual([expect.objectContaining({ id })])
    expect((await lookUp('127.0.0.63', 'Marie Martin')).body).toEqual([expect.objectContaining({ id })])
  })

  it("changing a known guest's answer with their id", async () => {
    const team = await createTeam()
    const id = await addGuest(team.event.id, 'Known Name')
    const { error } = await guest().rpc('submit_rsvp', {
      p_event_id: team.event.id,
      p_ticket: id,
      p_status: 'declined',
    })
    expect(error).toMatchObject({ code: 'EV014' })
    expect((await sql(`select status from guests where id = $1`, [id]))[0].status).toBe('pending')
  })
})

describe('find my table', () => {
  it('locking guests out with 320 misses from 16 networks: a seated guest still finds their table', async () => {
    const team = await createTeam()
    await sql(`insert into table_plans (event_id, tables, published) values ($1, $2, true)`, [
      team.event.id,
      { '1': { name: 'Famille', seats: 8, guests: ['Jean Dupont'] } },
    ])
    const find = (from: string, p_name: string) =>
      rpcFrom(from, 'find_my_table', { p_event_ref: team.event.id, p_name })
    const flooders = addresses(20, 16)
    for (const from of flooders) for (let i = 0; i < 20; i++) await find(from, `Nobody ${i}`)
    expect((await find('127.0.0.60', 'Somebody Else')).code).toBe('EV013')
    for (const from of ['127.0.0.61', flooders[0]])
      expect((await find(from, 'Jean Dupont')).body, from).toEqual([{ table_name: 'Famille' }])
  })
})

describe('guest uploads through the Storage API', () => {
  let team: Team
  let code: string
  let paths: string[]
  beforeAll(async () => {
    team = await createTeam({ uploadsOpen: true })
    code = await uploadCode(team.event.id)
    const { data } = await guest().rpc('authorize_photo_uploads', {
      p_event_ref: team.event.id,
      p_code: code,
      p_file_names: ['a.webp', 'b.webp', 'c.webp'],
    })
    paths = data as string[]
  })

  it('overwriting a published photo by replaying its signed upload link with x-upsert', async () => {
    const media = guest().storage.from('media')
    expect((await media.createSignedUploadUrl(paths[0], { upsert: true })).error).not.toBeNull()
    const { data: link } = await media.createSignedUploadUrl(paths[0])
    expect((await media.uploadToSignedUrl(paths[0], link!.token, webp(1))).error).toBeNull()
    await guest().rpc('record_photo_uploads', { p_event_ref: team.event.id, p_code: code, p_paths: [paths[0]] })
    await sql(`update photos set public = true where url = $1`, [paths[0]])
    const replay = await media.uploadToSignedUrl(paths[0], link!.token, webp(2), { upsert: true })
    expect(replay.error).not.toBeNull()
    expect((await media.createSignedUploadUrl(paths[0])).error).not.toBeNull()
    const [row] = await sql<{ version: string }>(`select version from storage.objects where name = $1`, [paths[0]])
    const { data: file } = await team.owner.db.storage.from('media').download(paths[0])
    // Past the signature, the filler says which upload the file holds.
    expect(new Uint8Array(await file!.arrayBuffer())[20]).toBe(1)
    expect(row.version).toBeTruthy()
  })

  it('a signed upload link expires in minutes', async () => {
    const { data: link } = await guest().storage.from('media').createSignedUploadUrl(paths[1])
    const [, payload] = link!.token.split('.')
    const { exp, iat } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number; iat: number }
    expect(exp - iat).toBe(600)
  })

  it('listing and downloading in-flight guest uploads with the anon key', async () => {
    const media = guest().storage.from('media')
    expect((await media.upload(paths[2], webp())).error).toBeNull()
    const folder = `${team.owner.id}/${team.event.id}/photos`
    // Nothing of the private bucket is listed, not even the photo published above (its public copy is elsewhere).
    const { data: listed } = await media.list(folder)
    expect((listed ?? []).map((f) => `${folder}/${f.name}`)).toEqual([])
    expect((await media.createSignedUrl(paths[2], 60)).error).not.toBeNull()
    const open = await fetch(`${env().apiUrl}/storage/v1/object/public/media/${paths[2]}`)
    expect(open.status).toBeGreaterThanOrEqual(400)
    // A signed-in stranger fares no better.
    const strangers = (await team.outsider.db.storage.from('media').list(folder)).data ?? []
    expect(strangers.map((f) => `${folder}/${f.name}`)).toEqual([])
  })
})

describe('files of a deleted event', () => {
  it('reading them as any signed-in user after a plain REST delete of the event', async () => {
    const team = await createTeam()
    const path = `${team.owner.id}/${team.event.id}/gifts/${Date.now()}-kettle.webp`
    expect((await team.owner.db.storage.from('media').upload(path, webp())).error).toBeNull()
    const { error } = await team.owner.db.from('events').delete().eq('id', team.event.id)
    expect(error).not.toBeNull()
    await team.owner.db.rpc('delete_event', { p_event_id: team.event.id })
    expect((await team.outsider.db.storage.from('media').createSignedUrl(path, 60)).error).not.toBeNull()
    expect((await team.outsider.db.storage.from('media').remove([path])).data).toEqual([])
    expect((await team.owner.db.storage.from('media').remove([path])).data).toHaveLength(1)
  })
})

describe('bucket MIME rule', () => {
  it.each(['image/png/x', 'image/png/svg+xml', 'image/webp/../../text/html'])(
    'uploading %j into media',
    async (contentType) => {
      const team = await createTeam()
      const path = `${team.owner.id}/${team.event.id}/website/${Date.now()}-x.png`
      const response = await fetch(`${env().apiUrl}/storage/v1/object/media/${path}`, {
        method: 'POST',
        headers: { apikey: env().anonKey, authorization: `Bearer ${team.owner.token}`, 'content-type': contentType },
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      })
      // storage-api's shape: HTTP 400 with the error's own status code in the body.
      expect(await response.json()).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' })
      expect(await sql(`select 1 from storage.objects where name = $1`, [path])).toEqual([])
    },
  )

  it('serving a stored image for the browser to sniff', async () => {
    const team = await createTeam()
    const path = `${team.owner.id}/${team.event.id}/website/${Date.now()}-bg.webp`
    await team.owner.db.storage.from('media').upload(path, webp())
    const { data } = await team.owner.db.storage.from('media').createSignedUrl(path, 60)
    const response = await fetch(data!.signedUrl)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('checkout', () => {
  it('marking every gift purchased with made-up e-mails: 5 checkouts, then refused', async () => {
    const team = await createTeam()
    const gifts = await Promise.all(Array.from({ length: 7 }, (_, i) => addGift(team.event.id, `Gift ${i}`)))
    const codes: (string | null)[] = []
    for (const [i, gift] of gifts.entries()) {
      const { error } = await guest().rpc('purchase_gifts', { p_gift_ids: [gift], p_email: `fake${i}@example.test` })
      codes.push(error?.code ?? null)
    }
    expect(codes).toEqual([null, null, null, null, null, 'EV013', 'EV013'])
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from gifts where event_id = $1 and status = 'available'`,
      [team.event.id],
    )
    expect(n).toBe(2)
  })

  it('buying more than 5 gifts, or with an e-mail over 254 characters, in one call', async () => {
    const team = await createTeam()
    const gift = await addGift(team.event.id, 'Kettle')
    const many = [gift, ...Array.from({ length: 100 }, () => crypto.randomUUID())]
    expect((await guest().rpc('purchase_gifts', { p_gift_ids: many, p_email: 'a@example.test' })).error).toMatchObject({
      code: 'EV019',
      message: 'Un panier contient au plus 5 cadeaux.',
    })
    const long = `${'a'.repeat(243)}@example.test`
    expect(long).toHaveLength(256)
    expect((await guest().rpc('purchase_gifts', { p_gift_ids: [gift], p_email: long })).error).toMatchObject({
      code: 'EV009',
    })
    expect((await sql(`select status from gifts where id = $1`, [gift]))[0].status).toBe('available')
  })
})
