import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { schemaResolver } from './form-resolver'

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(3, 'Too long.'),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Invalid e-mail.' })),
})
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<z.input<typeof schema>>
const resolve = (values: z.input<typeof schema>) => schemaResolver(schema)(values, undefined, options)

describe('schemaResolver', () => {
  it('hands the parsed values on', async () => {
    expect(await resolve({ name: ' Léa ', email: ' lea@example.test ' })).toEqual({
      values: { name: 'Léa', email: 'lea@example.test' },
      errors: {},
    })
  })

  it('keeps the first issue of each field', async () => {
    const result = await resolve({ name: '', email: 'nope' })
    expect(result.values).toEqual({})
    expect(result.errors).toEqual({
      name: { type: 'too_small', message: 'Name is required.' },
      email: { type: 'invalid_format', message: 'Invalid e-mail.' },
    })
  })
})
