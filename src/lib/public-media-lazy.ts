import type * as PublicMedia from './public-media'

/**
 * public-media.ts loaded when first used: the screens that publish images (photos, gifts, the
 * website) do not carry it, nor the compression code it makes renditions with, in their first load.
 */
const load = () => import('./public-media')

export const publishMedia = async (...args: Parameters<typeof PublicMedia.publishMedia>) =>
  (await load()).publishMedia(...args)
export const unpublishMedia = async (...args: Parameters<typeof PublicMedia.unpublishMedia>) =>
  (await load()).unpublishMedia(...args)
export const publishMediaQuietly = async (...args: Parameters<typeof PublicMedia.publishMediaQuietly>) =>
  (await load()).publishMediaQuietly(...args)
export const unpublishMediaQuietly = async (...args: Parameters<typeof PublicMedia.unpublishMediaQuietly>) =>
  (await load()).unpublishMediaQuietly(...args)
