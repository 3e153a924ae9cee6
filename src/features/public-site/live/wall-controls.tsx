import { useEffect, useState } from 'react'
import { toggleFullScreen } from './use-wall-keys'

const buttonClass =
  'rounded-lg bg-black/60 px-3 py-2 text-base text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/**
 * The wall's buttons, for a mouse or a screen reader (the keys do the same): they fade out with
 * the pointer on a still wall and come back on any move or key, or when one is focused.
 */
export function WallControls({
  hidden,
  paused,
  onMove,
  onTogglePause,
}: {
  hidden: boolean
  paused: boolean
  onMove: (step: 1 | -1) => void
  onTogglePause: () => void
}) {
  const [fullScreen, setFullScreen] = useState(false)
  useEffect(() => {
    const sync = () => setFullScreen(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', sync)
    return () => document.removeEventListener('fullscreenchange', sync)
  }, [])
  return (
    <div
      role="toolbar"
      aria-label="Commandes du diaporama"
      className={`absolute top-4 right-4 flex gap-2 transition-opacity duration-300 focus-within:opacity-100 ${hidden ? 'opacity-0' : 'opacity-100'}`}
    >
      <button
        type="button"
        className={buttonClass}
        onClick={() => onMove(-1)}
        aria-label="Photo précédente"
        title="Photo précédente (←)"
      >
        ‹
      </button>
      <button type="button" className={buttonClass} onClick={onTogglePause} title="Pause (Espace)">
        {paused ? 'Reprendre' : 'Pause'}
      </button>
      <button
        type="button"
        className={buttonClass}
        onClick={() => onMove(1)}
        aria-label="Photo suivante"
        title="Photo suivante (→)"
      >
        ›
      </button>
      <button type="button" className={buttonClass} onClick={toggleFullScreen} title="Plein écran (F)">
        {fullScreen ? 'Quitter le plein écran' : 'Plein écran'}
      </button>
    </div>
  )
}
