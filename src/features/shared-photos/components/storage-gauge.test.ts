import { expect, it } from 'vitest'
import { formatBytes, storageLevel } from './storage-gauge'

const GB = 1024 ** 3

it('warns from 80% of the quota or with room for fewer than 100 photos, and is full once one more photo (1 MiB held) would not fit', () => {
  const usage = (projectBytes: number) => ({ eventPhotoBytes: 0, projectBytes, quotaBytes: GB })
  expect(storageLevel(usage(0))).toBe('ok')
  expect(storageLevel(usage(0.79 * GB))).toBe('ok')
  expect(storageLevel(usage(0.8 * GB))).toBe('warning')
  expect(storageLevel(usage(GB - 1024 * 1024))).toBe('warning')
  expect(storageLevel(usage(GB - 1024 * 1024 + 1))).toBe('full')
  // A small plan: 50 MB free of 60 MB is under 80%, but fewer than 100 photos fit.
  const mb = 1024 * 1024
  expect(storageLevel({ eventPhotoBytes: 0, projectBytes: 10 * mb, quotaBytes: 60 * mb })).toBe('warning')
  expect(storageLevel({ eventPhotoBytes: 0, projectBytes: 10 * mb, quotaBytes: 200 * mb })).toBe('ok')
})

it('writes sizes as people read them', () => {
  expect(formatBytes(0)).toBe('0 KB')
  expect(formatBytes(11_442)).toBe('11 KB')
  expect(formatBytes(645 * 1024 * 1024)).toBe('645.0 MB')
  expect(formatBytes(GB)).toBe('1.00 GB')
})
