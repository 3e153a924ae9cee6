import { startBenchApp } from '../bench-app.ts'

// Overridable so the bench never collides with a stack or app already running on this machine.
const PORT_OFFSET = Number(process.env.GUESTS_BENCH_PORT_OFFSET ?? 8000)
const APP_PORT = Number(process.env.GUESTS_BENCH_APP_PORT ?? 5690)

export interface FilterFigures {
  guests: number
  keystrokes: number
  longTasks: number
  /** The longest task over 50 ms (the Long Tasks API reports no shorter ones); 0 when none. */
  longestTaskMs: number
  /** Long tasks per phase: typing terms, erasing them, switching the status filter. */
  byPhase: Record<string, number>
}

const FIRST = ['Jean', 'Marie', 'Léa', 'Hugo', 'Chloé', 'Louis', 'Inès', 'Jules', 'Zoé', 'Émile', 'Anna', 'Paul']
const LAST = ['Dupont', 'Lefèvre', 'Martin', 'Bernard', 'Petit', 'Durand', 'Moreau', 'Girard', 'Roux', 'Fontaine']
const STATUSES = ['pending', 'confirmed', 'declined'] as const

/**
 * The guests list with 1,000 guests (issue 9 §6): the production build in Debian's Chromium, long
 * tasks recorded by PerformanceObserver while a person types search terms one key at a time,
 * erases them (the list growing back to 1,000 rows), and switches the status filter.
 */
export async function measureGuestFilter(): Promise<FilterFigures> {
  const bench = await startBenchApp({ portOffset: PORT_OFFSET, appPort: APP_PORT })
  try {
    const { page, eventId } = await bench.organiser('guests-bench@eventail.test', {
      type: 'wedding',
      spouse1: 'Ada',
      spouse2: 'Bo',
    })
    const count = 1000
    const guests = Array.from({ length: count }, (_, i) => {
      const last = LAST[i % LAST.length]
      return {
        event_id: eventId,
        name: `${FIRST[i % FIRST.length]} ${last} ${String(i).padStart(4, '0')}`,
        email: i % 3 === 0 ? `guest${i}@example.fr` : null,
        status: STATUSES[i % 3],
        comment: i % 5 === 0 ? 'Près de la piste de danse' : null,
        plus_ones:
          i % 2 === 0
            ? [
                { name: `${FIRST[(i + 3) % FIRST.length]} ${last}`, age: 'adult', vegetarian: i % 4 === 0 },
                ...(i % 6 === 0 ? [{ name: `Petit ${last}`, age: 'kid', vegetarian: false }] : []),
              ]
            : [],
      }
    })
    await bench.api('/rest/v1/guests', guests)
    await page.goto(`${bench.appUrl}/admin/event/${eventId}/guests`)
    await page.getByText(`${count} guests`, { exact: true }).waitFor()
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] }
      w.longTasks = []
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({
        type: 'longtask',
      })
    })
    const tasks = () => page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.length)
    const byPhase: Record<string, number> = {}
    const search = page.getByRole('searchbox', { name: 'Search guests' })
    await search.click()
    let keystrokes = 0
    // A person's typing pace: each key lands after the previous one has been shown.
    for (const term of ['marie', 'lefevre 01', 'zoé martin']) {
      const before = await tasks()
      await page.keyboard.type(term, { delay: 120 })
      keystrokes += term.length
      // The list must have followed the typing, or the figure would measure nothing.
      await page.getByText(new RegExp(`^\\d+ of ${count} guests shown$`)).waitFor()
      byPhase[`type "${term}"`] = (await tasks()) - before
      const erase = await tasks()
      for (let i = 0; i < term.length; i++) {
        await page.keyboard.press('Backspace', { delay: 20 })
        await page.waitForTimeout(100)
      }
      keystrokes += term.length
      await page.getByText(`${count} guests`, { exact: true }).waitFor()
      byPhase[`erase "${term}"`] = (await tasks()) - erase
    }
    const filter = page.getByLabel('Filter by status')
    const beforeFilter = await tasks()
    for (const status of ['confirmed', 'declined', 'pending', 'all']) {
      await filter.selectOption(status)
      await page.waitForTimeout(200)
    }
    await page.getByText(`${count} guests`, { exact: true }).waitFor()
    byPhase['status filter'] = (await tasks()) - beforeFilter
    const longTasks = await page.evaluate(() => [...(window as unknown as { longTasks: number[] }).longTasks])
    // Calibration: a 70 ms task must be seen, or "no long task" would only mean a deaf observer.
    await page.evaluate(() =>
      setTimeout(() => {
        const end = performance.now() + 70
        while (performance.now() < end);
      }, 0),
    )
    await page
      .waitForFunction(
        (seen) => (window as unknown as { longTasks: number[] }).longTasks.length > seen,
        longTasks.length,
        {
          timeout: 5000,
        },
      )
      .catch(() => {
        throw new Error('the long task observer saw no 70 ms task: the figures would be meaningless')
      })
    return {
      guests: count,
      keystrokes,
      longTasks: longTasks.filter((d) => d > 50).length,
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
      byPhase,
    }
  } finally {
    await bench.stop()
  }
}
