/**
 * A value made on first use and shared by every later caller (a client whose code is downloaded
 * on demand). A failed load is forgotten, so a chunk lost to a network hiccup is fetched again on
 * the next use instead of failing until the page is reloaded.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
