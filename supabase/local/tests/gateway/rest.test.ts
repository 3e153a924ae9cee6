import { describe, expect, it } from 'vitest'
import { anon, env, service } from '../../testing/clients.ts'

describe('REST through the gateway', () => {
  it('refuses a request without an apikey', async () => {
    const r = await fetch(`${env().apiUrl}/rest/v1/conf_authors`)
    expect(r.status).toBe(401)
    expect(await r.json()).toEqual({ message: 'No API key found in request' })
  })

  it('refuses an unknown apikey', async () => {
    const r = await fetch(`${env().apiUrl}/rest/v1/conf_authors`, { headers: { apikey: 'nope' } })
    expect(r.status).toBe(401)
  })

  it('reads as anon with RLS and embeds a foreign key', async () => {
    const { data: author } = await service()
      .from('conf_authors')
      .insert({ name: 'Colette' })
      .select()
      .single()
      .throwOnError()
    await service().from('conf_books').insert({ author_id: author!.id, title: 'Gigi' }).throwOnError()
    const { data } = await anon()
      .from('conf_authors')
      .select('name, conf_books(title)')
      .eq('id', author!.id)
      .single()
      .throwOnError()
    expect(data).toEqual({ name: 'Colette', conf_books: [{ title: 'Gigi' }] })
  })

  it('hides private rows from anon and forbids anon inserts', async () => {
    const { data } = await anon().from('conf_notes').select('*').eq('is_public', false)
    expect(data).toEqual([])
    const { error } = await anon()
      .from('conf_notes')
      .insert({ body: 'x', owner: '00000000-0000-0000-0000-000000000000' })
    expect(error?.code).toBe('42501')
  })

  it('renders PostgREST errors', async () => {
    const { error } = await anon().from('conf_missing').select('*')
    expect(error?.code).toBe('42P01')
  })
})
