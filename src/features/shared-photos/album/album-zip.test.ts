import { describe, expect, it } from 'vitest'
import { readStoredZip } from '../../../../tests/support/read-zip'
import type { PhotoRow } from '../types'
import { albumNames } from './album-names'
import { albumZip } from './album-zip'

const photo = (id: string, uploader: string, second: number): PhotoRow => ({
  id,
  event_id: 'e',
  url: `u/e/photos/${id}.webp`,
  uploader_name: uploader,
  caption: null,
  public: false,
  uploaded_at: new Date(Date.UTC(2026, 10, 28, 20, 0, second)).toISOString(),
  published_at: null,
  file_problem: null,
})

const bytesOf = (id: string) => new TextEncoder().encode(`photo ${id} `.repeat(1000))

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

describe('albumZip', () => {
  it('holds every file byte for byte, a flaky one after its retries, and lists the one that kept failing', async () => {
    const tries = new Map<string, number>()
    const progress: number[] = []
    const photos = [photo('a', 'Paul', 1), photo('b', 'Inès', 2), photo('c', 'Léa', 3)]
    const zip = albumZip(photos, {
      signal: new AbortController().signal,
      pause: async () => {},
      onProgress: ({ done }) => progress.push(done),
      readFile: async (path) => {
        const id = /([a-z])\.webp$/.exec(path)![1]
        const n = (tries.get(id) ?? 0) + 1
        tries.set(id, n)
        if (id === 'b' && n < 3) throw new Error('network')
        if (id === 'c') throw new Error('gone')
        return new Blob([bytesOf(id)])
      },
    })
    const files = readStoredZip(await collect(zip.stream))
    const names = albumNames(photos)
    expect([...files.keys()]).toEqual([names[0], names[1], 'fichiers-manquants.txt'])
    expect(files.get(names[0])).toEqual(bytesOf('a'))
    expect(files.get(names[1])).toEqual(bytesOf('b'))
    expect(new TextDecoder().decode(files.get('fichiers-manquants.txt'))).toContain(names[2])
    expect(zip.missing()).toEqual([names[2]])
    expect(tries).toEqual(
      new Map([
        ['a', 1],
        ['b', 3],
        ['c', 3],
      ]),
    )
    expect(progress).toEqual([1, 2, 3])
  })

  it('stops reading when cancelled', async () => {
    const controller = new AbortController()
    const read: string[] = []
    const zip = albumZip([photo('a', 'Paul', 1), photo('b', 'Paul', 2)], {
      signal: controller.signal,
      onProgress: () => controller.abort(),
      readFile: async (path) => {
        read.push(path)
        return new Blob([bytesOf('x')])
      },
    })
    await expect(collect(zip.stream)).rejects.toThrow()
    expect(read).toHaveLength(1)
  })
})
