import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Providers } from './providers'
import { AppRouter } from './router'
import { publicRefOfPage } from './public-ref'
import { preloadPublicEvent } from '@/features/public-site/api/preload-public-event'
import './index.css'

// A guest page's data starts downloading now, in parallel with the page's code (one round trip),
// unless the page's HTML carries it already.
const publicRef = publicRefOfPage(window.location, document)
// (public-event-data: api/_lib/event-page-html.ts; the page reads it, inline-public-event.ts).
if (publicRef && !document.getElementById('public-event-data')) preloadPublicEvent(publicRef)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
)
