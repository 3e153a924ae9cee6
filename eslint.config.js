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
