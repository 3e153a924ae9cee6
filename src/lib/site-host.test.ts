import { expect, it } from 'vitest'
import { customDomainHost } from './site-host'

it.each([
  ['localhost', null],
  ['127.0.0.1', null],
  ['app.localhost', null],
  ['eventail-git-main.vercel.app', null],
  ['eventail.app', null],
  ['Camille-et-Alex.FR', 'camille-et-alex.fr'],
  ['www.our-wedding.example', 'www.our-wedding.example'],
])('%s is a possible custom domain: %s', (hostname, expected) => {
  expect(customDomainHost(hostname, 'https://eventail.app')).toBe(expected)
})
