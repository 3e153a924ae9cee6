import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Providers } from './providers'
import { AppRouter } from './router'
import { publicRefOfPage } from './public-ref'
import { preloadPublicEvent } from '@/features/public-site/api/preload-public-event'
import { inlinePublicEvent } from '@/features/public-site/api/inline-public-event'
import './index.css'

// A guest page's data starts downloading now, in parallel with the page's code (one round trip),
// unless the page's HTML carries it already.
const publicRef = publicRefOfPage(window.location, document)
if (publicRef && !inlinePublicEvent(publicRef)?.fresh) preloadPublicEvent(publicRef)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
)
