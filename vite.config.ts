import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { isLocalUrl } from './src/lib/env-defaults.ts'
import { clientEnvDefines, parseClientEnv } from './src/lib/env-schema.ts'
import { eventPagePlugin } from './scripts/event-page-plugin.ts'
import { titleFontsPlugin } from './scripts/title-fonts-plugin.ts'

export default defineConfig(({ mode }) => {
  // All variables (process.env over .env files), validated once here rather than in the browser.
  const raw = loadEnv(mode, process.cwd(), '')
  const clientEnv = parseClientEnv(raw)
  // /api is same-origin in the app, as on Vercel. Locally the gateway hosts the api/ handlers;
  // against a hosted project, point API_PROXY_TARGET at `vercel dev` instead.
  const localGateway = `http://127.0.0.1:${54321 + Number(raw.LOCAL_SUPABASE_PORT_OFFSET || 0)}`
  const apiTarget =
    raw.API_PROXY_TARGET || (isLocalUrl(clientEnv.VITE_SUPABASE_URL) ? clientEnv.VITE_SUPABASE_URL : localGateway)

  return {
    plugins: [
      react(),
      tailwindcss(),
      titleFontsPlugin(),
      eventPagePlugin({ supabaseUrl: clientEnv.VITE_SUPABASE_URL, anonKey: clientEnv.VITE_SUPABASE_ANON_KEY }, [
        new URL(clientEnv.VITE_PUBLIC_SITE_URL).hostname,
      ]),
    ],
    define: clientEnvDefines(clientEnv),
    resolve: { alias: {
      '@kernel': fileURLToPath(new URL('./kernel', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    } },
    // Every browser we support preloads modules natively (Safari since 17); the polyfill was
    // ~0.5 KB gzip on every route. Without support a browser only loses the early fetch.
    build: {
      modulePreload: { polyfill: false },
      // src/lib/media's index has no effect of its own: a page importing the public image URLs from
      // it does not load the signing hook beside them (the guest page's budget).
      rolldownOptions: {
        treeshake: { moduleSideEffects: [{ test: /src\/lib\/media\/index\.ts$/, sideEffects: false }] },
      },
    },
    server: {
      port: 5173,
      // `.test` is reserved for tests (RFC 2606): the browser tests visit custom domains there.
      allowedHosts: ['.test'],
      strictPort: true,
      proxy: { '/api': { target: apiTarget, changeOrigin: true } },
    },
    preview: {
      port: 4173,
      allowedHosts: ['.test'],
      strictPort: true,
      proxy: { '/api': { target: apiTarget, changeOrigin: true } },
    },
  }
})
