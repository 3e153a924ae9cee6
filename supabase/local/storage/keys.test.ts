import { describe, expect, it } from 'vitest'
import { assertValidKey, isValidBucketName, keyProblem, resolveInside } from './keys.ts'

describe('object keys', () => {
  it.each([
    ['avatar.png'],
    ['user-1/photos/2024/IMG 0001.jpeg'],
    ["a/b/c!_.*'()&$@=;:+,?-"],
    ['.emptyFolderPlaceholder'],
    ['folder/.hidden'],
    ['dots.../file..txt'],
  ])('accepts %j', (key) => {
    expect(keyProblem(key)).toBeUndefined()
  })

  it.each([
    ['', 'empty'],
    ['../etc/passwd', 'dot segment'],
    ['a/../../b', 'dot segment'],
    ['a/./b', 'dot segment'],
    ['..', 'dot segment'],
    ['a/..', 'dot segment'],
    ['/etc/passwd', 'absolute'],
    ['a//b', 'empty segment'],
    ['folder/', 'empty segment'],
    ['a\\..\\b', 'characters'],
    ['C:\\windows', 'characters'],
    ['nul\u0000byte', 'characters'],
    ['line\nbreak', 'characters'],
    ['tab\there', 'characters'],
    ['café.png', 'characters'],
    ['emoji-😀.png', 'characters'],
    ['percent%2e.txt', 'characters'],
    ['hash#.txt', 'characters'],
    ['tilde~.txt', 'characters'],
  ])('rejects %j (%s)', (key, problem) => {
    expect(keyProblem(key)).toBe(problem)
    expect(() => assertValidKey(key)).toThrow(expect.objectContaining({ status: 400 }))
  })

  it('renders InvalidKey as storage does', () => {
    try {
      assertValidKey('a/../b')
      expect.unreachable()
    } catch (error) {
      expect((error as { body: unknown }).body).toEqual({
        statusCode: '400',
        code: 'InvalidKey',
        error: 'InvalidKey',
        message: 'Invalid key: a/../b',
      })
    }
  })
})

describe('bucket names', () => {
  it.each([['avatars'], ['conf-public'], ['My Bucket (1)'], ['x'.repeat(100)]])('accepts %j', (name) => {
    expect(isValidBucketName(name)).toBe(true)
  })
  it.each([[''], ['.'], ['..'], ['a/b'], ['x'.repeat(101)], ['~tmp'], ['back\\slash'], ['ünï']])(
    'rejects %j',
    (name) => {
      expect(isValidBucketName(name)).toBe(false)
    },
  )
})

describe('resolveInside', () => {
  it('joins under the root', () => {
    expect(resolveInside('/data/storage', 'bucket', 'a', 'b')).toBe('/data/storage/bucket/a/b')
  })
  it.each([[['..', 'etc']], [['bucket', '..', '..', 'x']], [['/etc/passwd']], [['bucket/../../x']]])(
    'refuses %j',
    (parts) => {
      expect(() => resolveInside('/data/storage', ...parts)).toThrow()
    },
  )
  it('does not confuse a sibling folder sharing the prefix with the root', () => {
    expect(() => resolveInside('/data/storage', '../storage-other/x')).toThrow()
  })
})
