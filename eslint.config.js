import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { zonesPlugin } from './scripts/lint/import-zones.js'

// Outside these, code reaches Supabase through src/lib/supabase.ts only (one client, one config).
// src/lib/public-realtime.ts: realtime-js alone for the public photo wall, which must not load supabase-js.
const SUPABASE_JS_ALLOWED = [
  'src/lib/supabase.ts',
  'src/lib/public-realtime.ts',
  'api/**',
  'supabase/local/**',
  'tests/**',
  'scripts/**',
  'bench/**',
]

const supabaseOnlyThroughLib = {
  group: ['@supabase/*'],
  message: 'Import the client (and its types) from src/lib/supabase.ts.',
}
// sonner is loaded on demand to keep it off the public pages' initial JS.
const sonnerOnlyThroughLib = {
  group: ['sonner'],
  message: 'Use toast from src/lib/toast.ts.',
}

// Supabase's HTTP paths are spelled in src/lib/supabase-http/ only (besides supabase-js): one error type, one
// way to read a refusal (issue 30). Elsewhere, call that client or supabase-js.
const supabaseHttpOnlyThroughClient = ['Literal', 'TemplateElement'].map((node) => ({
  selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=/\\/(rest|storage|auth|functions)\\/v1(\\/|$)/]`,
  message: 'Reach Supabase through src/lib/supabase-http/ (or supabase-js), not a hand-written request.',
}))

export default defineConfig([
  globalIgnores(['dist/', '.vercel/', '.local/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [supabaseOnlyThroughLib, sonnerOnlyThroughLib] }],
    },
  },
  {
    // The database's refusals (EV0xx codes and their sentences, kernel/db-errors.ts) are read in a
    // feature's api/ or lib, next to the call that meets them: a component that tests a code or copies
    // a catalogue sentence drifts from the catalogue unseen (issue 30). Components show what those helpers say.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...supabaseHttpOnlyThroughClient,
        {
          selector: 'Literal[value=/^EV0\\d\\d$/]',
          message: "Read the database's refusal in the feature's api/ or lib (hasDbCode, dbErrorMessage), not here.",
        },
        {
          selector: "ImportDeclaration[source.value='@kernel/db-errors']",
          message: "Components do not read the error catalogue: use a helper from the feature's api/ or lib.",
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/lib/supabase-http/**'],
    rules: { 'no-restricted-syntax': ['error', ...supabaseHttpOnlyThroughClient] },
  },
  {
    // A component does one job: past 120 lines (blank lines and comments aside) it becomes hooks and parts,
    // or says why not beside an eslint-disable comment (issue 30).
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/lib/toast.ts', 'src/lib/toast-host.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [supabaseOnlyThroughLib] }] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['src/**', ...SUPABASE_JS_ALLOWED],
    rules: { 'no-restricted-imports': ['error', { patterns: [supabaseOnlyThroughLib] }] },
  },
  { files: SUPABASE_JS_ALLOWED, rules: { 'no-restricted-imports': 'off' } },
  {
    // Features apart, imports flowing one way (scripts/lint/import-zones.js says which).
    files: ['src/**/*.{ts,tsx}', 'kernel/**/*.ts', 'api/**/*.ts', 'supabase/local/**/*.{ts,mjs}'],
    // Tests may reach what they test from anywhere (fixtures in bench/ and tests/, other features' internals).
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { zones: zonesPlugin },
    rules: { 'zones/imports': 'error' },
  },
  {
    // The local server parses wire protocols, where matching control characters is the point.
    files: ['supabase/local/**'],
    rules: { 'no-control-regex': 'off' },
  },
])
