import { expect, it } from 'vitest'
import { eventRefForPage } from './event-page-ref'

it.each([
  ['/camille-et-alex', 'eventail.app', 'camille-et-alex'],
  ['/camille-et-alex/', 'eventail.app', 'camille-et-alex'],
  ['/admin', 'eventail.app', null],
  ['/camille-et-alex/upload', 'eventail.app', null],
  ['/favicon.svg', 'eventail.app', null],
  ['/', 'eventail.app', null],
  ['/', 'localhost:5173', null],
  ['/', 'x.vercel.app', null],
  ['/', 'Our-Day.fr', 'our-day.fr'],
  ['/%E0%A4%A', 'eventail.app', null],
])('%s on %s shows %s', (path, host, ref) => {
  expect(eventRefForPage(path, host, ['eventail.app'])).toBe(ref)
})
