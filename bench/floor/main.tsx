import { createRoot } from 'react-dom/client'

/**
 * The Lighthouse bench's floor: React and one component, nothing else. The guest pages are
 * measured against it in the same run, on the same server with the same compression.
 */
function Floor() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2.5rem 1.5rem', textAlign: 'center' }}>
      <h1 style={{ fontSize: '3rem', lineHeight: 1.2 }}>Camille &amp; Alex</h1>
      <p>14 juin 2027 · Château de la Ferté</p>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(<Floor />)
