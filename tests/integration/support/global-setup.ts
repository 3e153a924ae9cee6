import type { TestProject } from 'vitest/node'
import { provideTestStack } from '../../../supabase/local/testing/global-setup.ts'

/** One local stack for the whole integration run, from the local server's test harness. */
export default function setup(project: TestProject) {
  return provideTestStack(project)
}
