import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * A react-hook-form resolver from a zod schema, for flat forms: the first issue of each field
 * becomes its error, and the parsed (trimmed, lowercased…) values reach onSubmit. Written here
 * rather than adding @hookform/resolvers for these few lines.
 */
export function schemaResolver<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
): Resolver<In, unknown, Out> {
  return async (values) => {
    const result = await schema.safeParseAsync(values)
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues) {
      const name = issue.path.join('.') || 'root'
      errors[name] ??= { type: issue.code, message: issue.message }
    }
    return { values: {}, errors: errors as FieldErrors<In> }
  }
}
