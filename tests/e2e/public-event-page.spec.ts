import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { createEvent } from './support/service-data.ts'
import { openUploads } from './support/upload-data.ts'

// The date is stored as an instant; pinning the zone makes the French day it falls on certain.
test.use({ timezoneId: 'Europe/Paris' })

const uniqueSlug = () => `fete-${randomUUID().slice(0, 8)}`
const uniqueCode = () => randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()

test('a known slug shows the title and the French date, with no request: its HTML carries the event', async ({
  page,
  request,
}) => {
  const slug = uniqueSlug()
  const event = await createEvent(request, {
    slug,
    type: 'wedding',
    spouse1: 'Camille',
    spouse2: 'Alex',
    date: '2027-06-14T15:00:00+02:00',
  })
  await openUploads(request, event.id, uniqueCode())
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/rest/v1/rpc/')) calls.push(r.url())
  })

  await page.goto(`/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Camille & Alex' })).toBeVisible()
  await expect(page.getByText('14 juin 2027')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Share your photos' })).toHaveAttribute('href', `/${slug}/upload`)
  // The event-page function put get_public_event's answer in the HTML (issue 23).
  expect(calls).toEqual([])
})

test('the event id works as well as the slug', async ({ page, request }) => {
  const event = await createEvent(request, { slug: uniqueSlug(), type: 'birthday', person: 'Léa' })
  await page.goto(`/${event.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Léa' })).toBeVisible()
})

test('an unknown slug redirects to the 404 page', async ({ page }) => {
  await page.goto(`/${uniqueSlug()}`)
  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible()
})

test('the photo link leads to the French upload page', async ({ page, request }) => {
  const slug = uniqueSlug()
  const event = await createEvent(request, { slug, type: 'birthday', person: 'Léa' })
  await openUploads(request, event.id, uniqueCode())
  await page.goto(`/${slug}`)
  await page.getByRole('link', { name: 'Share your photos' }).click()
  await expect(page).toHaveURL(new RegExp(`/${slug}/upload$`))
  await expect(page.getByRole('heading', { name: 'Partagez vos photos' })).toBeVisible()
  await expect(page.getByRole('main')).toHaveAttribute('lang', 'fr')
})

test('with photo sharing off, the page does not invite guests to share their photos', async ({ page, request }) => {
  const slug = uniqueSlug()
  await createEvent(request, { slug, type: 'birthday', person: 'Léa' })
  await page.goto(`/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Léa' })).toBeVisible()
  // The app's own page, not only the server's first paint.
  await expect(page.locator('#server-hero')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Share your photos' })).toHaveCount(0)
})

test('the upload page of an unknown event redirects to the 404 page', async ({ page }) => {
  await page.goto(`/${uniqueSlug()}/upload`)
  await expect(page).toHaveURL(/\/404$/)
})

test('the public page has no serious or critical axe violations', async ({ page, request }) => {
  const slug = uniqueSlug()
  await createEvent(request, { slug, type: 'birthday', person: 'Léa', date: '2027-03-01T18:00:00+01:00' })
  await page.goto(`/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Léa' })).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})
