import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { keyStartsWith } from '../../../lib/data/query-keys'

/** SPEC §7 "after every write": every cached read of gifts (this screen, the overview's money card). */
export function useRevalidateGifts() {
  const { mutate } = useSWRConfig()
  return useCallback(async () => {
    await mutate(keyStartsWith('gifts'))
  }, [mutate])
}
