import type { TestProject } from 'vitest/node'
import { provideTestStack } from '../../testing/global-setup.ts'

/** The conformance suite's stack: the project's migrations plus the tables and buckets it exercises. */
export default function setup(project: TestProject) {
  return provideTestStack(project, [new URL('./fixtures.sql', import.meta.url)])
}
