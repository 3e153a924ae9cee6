import { useCallback, useEffect, useState } from 'react'
import { getSlugAvailability } from './api/get-slug-availability'
import { createDebouncer, SLUG_CHECK_DELAY_MS } from './debounce'
import { slugStatus, slugToCheck, type SlugStatus, type SlugVerdicts } from './slug-status'

/**
 * SPEC §5: the typed slug is checked for uniqueness after a 500 ms pause. Answers are kept by
 * slug, so a late answer for an older keystroke can never overwrite the current one.
 * `settle()` skips the pause (save pressed while typing) and resolves to the final status.
 */
export function useSlugAvailability(input: string, savedSlug: string, eventId?: string) {
  const [verdicts, setVerdicts] = useState<SlugVerdicts>({})
  const [debouncer] = useState(() => createDebouncer(SLUG_CHECK_DELAY_MS))
  const target = slugToCheck(input, savedSlug)

  const check = useCallback(
    async (slug: string): Promise<boolean | null> => {
      let available: boolean | null
      try {
        available = await getSlugAvailability(slug, eventId)
      } catch (error) {
        console.error('Checking the slug failed', error)
        available = null
      }
      setVerdicts((known) => ({ ...known, [slug]: available }))
      return available
    },
    [eventId],
  )

  useEffect(() => {
    if (target === null) return
    debouncer.schedule(() => void check(target))
    return () => debouncer.cancel()
  }, [target, check, debouncer])

  const status = slugStatus(input, savedSlug, verdicts)

  const settle = useCallback(async (): Promise<SlugStatus> => {
    if (target === null || typeof verdicts[target] === 'boolean') return status
    debouncer.cancel()
    const available = await check(target)
    return slugStatus(input, savedSlug, { ...verdicts, [target]: available })
  }, [target, verdicts, status, debouncer, check, input, savedSlug])

  return { status, settle }
}
