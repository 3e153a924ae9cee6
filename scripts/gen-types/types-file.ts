import { resolve } from 'node:path'
import * as prettier from 'prettier'
import { PROJECT_ROOT } from '../../supabase/local/shared/config.ts'
import type { Schema } from './introspect.ts'
import { render } from './render.ts'

export const TYPES_FILE = resolve(PROJECT_ROOT, 'kernel/generated/database.types.ts')
export const TYPES_SCHEMA = 'public'

/** The text of kernel/generated/database.types.ts for a schema, formatted as the project's Prettier would. */
export async function typesFileText(schema: Schema): Promise<string> {
  const options = (await prettier.resolveConfig(TYPES_FILE)) ?? {}
  return prettier.format(render(schema, TYPES_SCHEMA), { ...options, parser: 'typescript' })
}
