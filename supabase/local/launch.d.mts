// Types of launch.mjs, for the TypeScript scripts that start the bundled stack.
export function bundleDir(): Promise<string>
export function importBundledStack(): Promise<typeof import('./stack.ts')>
