import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { keyStartsWith } from '../../../lib/swr-keys'

/**
 * SPEC §7 "after every write": every cached read of guests (this screen, the overview's guest
 * card, the table plan's people) starts with 'guests'.
 */
export function useRevalidateGuests() {
  const { mutate } = useSWRConfig()
  return useCallback(async () => {
    await mutate(keyStartsWith('guests'))
  }, [mutate])
}
