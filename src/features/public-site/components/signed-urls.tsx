import { useEffect } from 'react'
import { useMediaUrls } from '@/lib/media'

/**
 * Signs the page's images that have no public copy (uploaded before the public bucket, or the
 * editor's unpublished draft), and hands their URLs up. Loaded only when there are such images:
 * the guest's page needs no signing code otherwise.
 */
export function SignedUrls({
  paths,
  accessToken,
  onUrls,
}: {
  paths: readonly string[]
  accessToken?: string
  onUrls: (urls: ReadonlyMap<string, string>) => void
}) {
  const media = useMediaUrls(paths, accessToken)
  const entries = paths.flatMap((path) => {
    const url = media.get(path)
    return url ? [[path, url] as const] : []
  })
  const key = JSON.stringify(entries)
  useEffect(() => onUrls(new Map(JSON.parse(key) as [string, string][])), [key, onUrls])
  return null
}
