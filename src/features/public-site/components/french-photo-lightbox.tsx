import { PhotoLightbox } from '@/components/ui/photo-lightbox'
import type { ComponentProps } from 'react'

const FRENCH_LABELS = { previous: 'Photo précédente', next: 'Photo suivante', photo: 'Photo', close: 'Fermer' }

/** The lightbox in the guests' French; its words load with it, not with the page's first paint. */
export function FrenchPhotoLightbox(props: Omit<ComponentProps<typeof PhotoLightbox>, 'labels' | 'lang'>) {
  return <PhotoLightbox {...props} labels={FRENCH_LABELS} lang="fr" />
}
