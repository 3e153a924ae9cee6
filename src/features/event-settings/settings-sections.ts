import { isPathAtOrBelow, isSamePath, type EventTab } from '@/lib/paths'

/** SPEC §2 Settings sub-pages, in the side nav's order. */
export const SETTINGS_SECTIONS: readonly { label: string; tab: EventTab }[] = [
  { label: 'General', tab: 'settings/general' },
  { label: 'Details', tab: 'settings/details' },
  { label: 'Team', tab: 'settings/team' },
]

/**
 * Whether a section is the one shown: its own path or below it, whole segments only; /settings
 * itself shows General.
 */
export function isSettingsSectionActive(pathname: string, eventRoot: string, tab: EventTab): boolean {
  const root = eventRoot.replace(/\/+$/, '')
  if (tab === 'settings/general' && isSamePath(pathname, `${root}/settings`)) return true
  return isPathAtOrBelow(pathname, `${root}/${tab}`)
}
