import { expect, it } from 'vitest'
import { isSettingsSectionActive, SETTINGS_SECTIONS } from './settings-sections'

const root = '/admin/event/e1/'
const active = (pathname: string) =>
  SETTINGS_SECTIONS.filter(({ tab }) => isSettingsSectionActive(pathname, root, tab)).map((s) => s.label)

it.each([
  ['/admin/event/e1/settings', ['General']],
  ['/admin/event/e1/settings/', ['General']],
  ['/admin/event/e1/settings/general', ['General']],
  ['/admin/event/e1/settings/details', ['Details']],
  ['/admin/event/e1/settings/team', ['Team']],
  ['/admin/event/e1/settings/team/', ['Team']],
  ['/admin/event/e1/settings/teams', []],
  ['/admin/event/e1/settings/generally', []],
  ['/admin/event/e1/todos', []],
])('%s shows %j', (pathname, labels) => {
  expect(active(pathname)).toEqual(labels)
})
