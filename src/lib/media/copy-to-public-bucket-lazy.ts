import type * as PublicCopies from './copy-to-public-bucket'

/**
 * copy-to-public-bucket.ts loaded when first used: the screens that publish images (photos, gifts, the
 * website) do not carry it, nor the compression code it makes renditions with, in their first load.
 */
const load = () => import('./copy-to-public-bucket')

export const publishMedia = async (...args: Parameters<typeof PublicCopies.publishMedia>) =>
  (await load()).publishMedia(...args)
export const unpublishMedia = async (...args: Parameters<typeof PublicCopies.unpublishMedia>) =>
  (await load()).unpublishMedia(...args)
export const publishMediaQuietly = async (...args: Parameters<typeof PublicCopies.publishMediaQuietly>) =>
  (await load()).publishMediaQuietly(...args)
export const unpublishMediaQuietly = async (...args: Parameters<typeof PublicCopies.unpublishMediaQuietly>) =>
  (await load()).unpublishMediaQuietly(...args)
