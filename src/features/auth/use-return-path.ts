import { useLocation } from 'react-router-dom'
import { returnPath } from './return-path'

/** Where to go once the profile screens are done: the location the profile guard carried, or /admin. */
export function useReturnPath(): string {
  return returnPath(useLocation().state)
}
