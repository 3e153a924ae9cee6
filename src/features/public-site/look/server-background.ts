/**
 * The background's URL as the server already signed it for the page's link preview (og:image,
 * api/event-page): the browser starts downloading it with the HTML, so the page uses that one
 * rather than signing (and downloading) the same image again.
 */
export function serverSignedUrl(path: string | null): string | undefined {
  if (!path || typeof document === 'undefined') return undefined
  const content = document.querySelector('meta[property="og:image"]')?.getAttribute('content')
  const encoded = path.split('/').map(encodeURIComponent).join('/')
  return content?.includes(`/storage/v1/object/sign/media/${encoded}?`) ? content : undefined
}
