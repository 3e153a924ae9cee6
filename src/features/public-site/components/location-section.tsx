import { useAnchorFromLink } from '../use-anchor-from-link'

/**
 * 'Find the location': the place, and a link that opens it in a map service. It arrives after the
 * page's first paint, so a shared link to `#location` asks for its anchor itself.
 */
export function LocationSection({ location }: { location: string }) {
  useAnchorFromLink(true, 'location')
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`
  return (
    <section id="location" aria-labelledby="location-title" className="scroll-mt-6 py-10 text-center">
      <h2 id="location-title" className="mb-3 text-2xl font-semibold">
        Le lieu
      </h2>
      <p className="whitespace-pre-line text-slate-700 dark:text-slate-200">{location}</p>
      <a
        href={mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-block text-accent-700 underline underline-offset-4 dark:text-accent-400"
      >
        Ouvrir dans Google Maps
      </a>
    </section>
  )
}
