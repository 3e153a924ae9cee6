import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { EVENT_NOT_FOUND, NOT_EVENT_MEMBER } from '../../../api/_lib/event-access.ts'
import { callApi, createSessionTeam, type SessionTeam } from '../support/api-calls.ts'
import { DOMAIN_MESSAGES } from '../../../kernel/domain-rules.ts'
import { sql } from '../support/clients.ts'

const LOCAL_NOTICE =
  'The domain is saved, but this site does not connect domains to its hosting by itself: ask the site administrator to add it there.'

let team: SessionTeam
beforeAll(async () => {
  team = await createSessionTeam()
})

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}.example`
const addDomain = (token: string, domain: string, eventId = team.event.id) =>
  callApi('add-domain', { token, body: { domain, eventId } })
const deleteDomain = (token: string, domain: string, eventId = team.event.id) =>
  callApi('delete-domain', { token, body: { domain, eventId } })
const domainsOf = async (eventId: string) =>
  (await sql<{ domain: string }>('select domain from public.custom_domains where event_id = $1', [eventId])).map(
    (r) => r.domain,
  )

describe('/api/add-domain', () => {
  it('records the normalised domain for the event and says DNS is not managed locally', async () => {
    const domain = unique('camille-alex')
    const answer = await addDomain(team.sessions.editor, `  ${domain.toUpperCase()} `)
    expect(answer).toEqual({
      status: 200,
      headers: expect.anything(),
      body: {
        message: 'Domain added/modified successfully',
        domain,
        eventId: team.event.id,
        dnsManaged: false,
        notice: LOCAL_NOTICE,
      },
    })
    expect(await domainsOf(team.event.id)).toEqual([domain])
    // Organisers read the answer in a toast: no server configuration names in it.
    expect(JSON.stringify(answer.body)).not.toMatch(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/)
  })

  it('answers a repeat with success and keeps one record', async () => {
    const domain = (await domainsOf(team.event.id))[0]
    expect(await addDomain(team.sessions.owner, domain)).toMatchObject({ status: 200, body: { domain } })
    expect(await domainsOf(team.event.id)).toEqual([domain])
  })

  it("replaces the event's domain (one per event)", async () => {
    const next = unique('next')
    expect((await addDomain(team.sessions.owner, next)).status).toBe(200)
    expect(await domainsOf(team.event.id)).toEqual([next])
  })

  it('records a pasted address as its host name', async () => {
    const host = `www.${unique('camille-alex')}`
    const answer = await addDomain(team.sessions.owner, `https://${host.toUpperCase()}/notre-mariage?utm=x`)
    expect(answer).toMatchObject({ status: 200, body: { domain: host } })
    expect(await domainsOf(team.event.id)).toEqual([host])
  })

  it('refuses reserved and local names, and the product host (claiming localhost.localdomain first)', async () => {
    for (const domain of ['localhost.localdomain', 'nas.local', 'api.internal']) {
      const answer = await addDomain(team.sessions.owner, domain, team.otherEvent.id)
      expect(answer).toMatchObject({ status: 400, body: { error: DOMAIN_MESSAGES.reserved } })
    }
    expect(await domainsOf(team.otherEvent.id)).toEqual([])
  })

  it('refuses a direct insert, even of a free name: only the api/ functions write custom_domains', async () => {
    const { error } = await team.owner.db
      .from('custom_domains')
      .insert({ event_id: team.event.id, domain: unique('direct') })
    expect(error?.code).toBe('42501')
  })

  it("refuses another event's domain with 409 'This domain is already used.'", async () => {
    const [taken] = await domainsOf(team.event.id)
    const answer = await addDomain(team.sessions.outsider, taken.toUpperCase(), team.otherEvent.id)
    expect(answer).toMatchObject({ status: 409, body: { error: 'This domain is already used.' } })
    expect(await domainsOf(team.otherEvent.id)).toEqual([])
  })

  it('refuses someone outside the event with 403', async () => {
    const domain = unique('intruder')
    expect(await addDomain(team.sessions.outsider, domain)).toMatchObject({
      status: 403,
      body: { error: NOT_EVENT_MEMBER },
    })
    expect(await sql('select 1 from public.custom_domains where domain = $1', [domain])).toHaveLength(0)
  })

  it('lets a global admin act on any event, and tells them about unknown events', async () => {
    const { event } = await createSessionTeam()
    expect((await addDomain(team.sessions.admin, unique('admin'), event.id)).status).toBe(200)
    expect(await addDomain(team.sessions.admin, unique('nowhere'), randomUUID())).toMatchObject({
      status: 404,
      body: { error: EVENT_NOT_FOUND },
    })
  })

  it.each([
    ['no domain', { domain: undefined }, 'Please enter a domain.'],
    ['a blank domain', { domain: '   ' }, 'Please enter a domain.'],
    [
      'a domain too long',
      { domain: `${'a'.repeat(60)}.`.repeat(5) + 'example' },
      'Domain name is too long (max 253 characters)',
    ],
    ['a leading dot', { domain: '.example.com' }, 'Domain cannot start or end with a dot'],
    ['a trailing dot', { domain: 'example.com.' }, 'Domain cannot start or end with a dot'],
    ['an address without a host name', { domain: 'https:///wedding' }, 'Please enter a domain.'],
    ['a bare name', { domain: 'localhost' }, 'Please enter a valid domain (e.g., example.com)'],
    ['no event id', { eventId: undefined }, 'eventId is required: the event the domain belongs to.'],
    ['a bad event id', { eventId: 'wedding' }, 'eventId must be an event id (UUID).'],
  ])('refuses %s with 400', async (_label, change, error) => {
    const body = { domain: unique('valid'), eventId: team.event.id, ...change }
    expect(await callApi('add-domain', { token: team.sessions.owner, body })).toMatchObject({
      status: 400,
      body: { error },
    })
  })
})

describe('/api/delete-domain', () => {
  it("deletes the event's domain, then answers a repeat with success", async () => {
    const { event, sessions } = await createSessionTeam()
    const domain = unique('to-delete')
    await addDomain(sessions.owner, domain, event.id)
    const answer = await deleteDomain(sessions.editor, domain, event.id)
    expect(answer).toMatchObject({
      status: 200,
      body: {
        message: 'Domain deleted successfully',
        domain,
        eventId: event.id,
        alreadyDeleted: false,
        dnsManaged: false,
      },
    })
    expect(await domainsOf(event.id)).toEqual([])
    expect(JSON.stringify(answer.body)).not.toMatch(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/)
    expect(await deleteDomain(sessions.editor, domain, event.id)).toMatchObject({
      status: 200,
      body: { message: 'Domain deleted successfully', alreadyDeleted: true },
    })
  })

  it('finds a domain recorded in another case by the settings screen', async () => {
    const { event, sessions } = await createSessionTeam()
    const domain = unique('mixed')
    await sql('insert into public.custom_domains (event_id, domain) values ($1, $2)', [event.id, domain.toUpperCase()])
    expect(await deleteDomain(sessions.owner, domain, event.id)).toMatchObject({
      status: 200,
      body: { alreadyDeleted: false },
    })
    expect(await domainsOf(event.id)).toEqual([])
  })

  it("refuses another event's domain with 403 and keeps it", async () => {
    const [theirs] = await domainsOf(team.event.id)
    expect(await deleteDomain(team.sessions.outsider, theirs, team.otherEvent.id)).toMatchObject({
      status: 403,
      body: { error: 'This domain is not attached to this event.' },
    })
    expect(await domainsOf(team.event.id)).toEqual([theirs])
  })

  it('refuses someone outside the event with 403', async () => {
    const [theirs] = await domainsOf(team.event.id)
    expect(await deleteDomain(team.sessions.outsider, theirs)).toMatchObject({
      status: 403,
      body: { error: NOT_EVENT_MEMBER },
    })
    expect(await domainsOf(team.event.id)).toEqual([theirs])
  })

  it.each([
    ['no domain', { domain: undefined }, 'Please enter a domain.'],
    ['an invalid domain', { domain: 'not a domain' }, 'Please enter a valid domain (e.g., example.com)'],
    ['no event id', { eventId: undefined }, 'eventId is required: the event the domain belongs to.'],
  ])('refuses %s with 400', async (_label, change, error) => {
    const body = { domain: unique('valid'), eventId: team.event.id, ...change }
    expect(await callApi('delete-domain', { token: team.sessions.owner, body })).toMatchObject({
      status: 400,
      body: { error },
    })
  })
})
