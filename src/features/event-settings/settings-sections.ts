import type { EventTab } from '../../lib/paths'

/** SPEC §2 Settings sub-pages, in the side nav's order. */
export const SETTINGS_SECTIONS: readonly { label: string; tab: EventTab }[] = [
  { label: 'General', tab: 'settings/general' },
  { label: 'Details', tab: 'settings/details' },
  { label: 'Team', tab: 'settings/team' },
]

const trim = (path: string) => path.replace(/\/+$/, '')

/**
 * Whether a section is the one shown: its own path or below it, whole segments only; /settings
 * itself shows General.
 */
export function isSettingsSectionActive(pathname: string, eventRoot: string, tab: EventTab): boolean {
  const path = trim(pathname)
  const root = trim(eventRoot)
  const target = `${root}/${tab}`
  if (tab === 'settings/general' && path === `${root}/settings`) return true
  return path === target || path.startsWith(`${target}/`)
}
