import { startBenchApp } from '../bench-app.ts'

// Its own ports, beside the other benches' (bench-app.ts).
const PORT_OFFSET = 7500
const APP_PORT = 4999

export interface DragFigures {
  people: number
  tables: number
  drags: number
  longTasks: number
  /** The longest task over 50 ms (the Long Tasks API reports no shorter ones); 0 when none. */
  longestTaskMs: number
  /** Long tasks counted so far after each drag: tells whether they come with the first drag only. */
  afterEachDrag: number[]
}

/**
 * Dragging on a big plan (issue: 300 guests on 30 tables stays fluid): the production build in
 * Debian's Chromium, long tasks recorded by PerformanceObserver while the mouse drags people
 * across the tables. Reports how many tasks went over 50 ms and the longest.
 */
export async function measureDrag(): Promise<DragFigures> {
  const bench = await startBenchApp({ portOffset: PORT_OFFSET, appPort: APP_PORT })
  try {
    const { page, eventId } = await bench.organiser(
      'drag-bench@eventail.test',
      { type: 'wedding', spouse1: 'Ada', spouse2: 'Bo' },
      { width: 1440, height: 2600 },
    )
    // 150 guests with an adult plus-one each: 300 people, seated ten to a table on 30 tables.
    const guests = Array.from({ length: 150 }, (_, i) => ({
      event_id: eventId,
      name: `Guest ${String(i).padStart(3, '0')}`,
      status: 'confirmed',
      plus_ones: [{ name: `Partner ${String(i).padStart(3, '0')}`, age: 'adult', vegetarian: i % 7 === 0 }],
    }))
    await bench.api('/rest/v1/guests', guests)
    const tables = Object.fromEntries(
      Array.from({ length: 30 }, (_, t) => [
        String(t + 1),
        {
          name: `Table ${t + 1}`,
          seats: 10,
          guests: guests.slice(t * 5, t * 5 + 5).flatMap((g) => [g.name, g.plus_ones[0].name]),
        },
      ]),
    )
    await bench.api('/rest/v1/table_plans', { event_id: eventId, tables })

    await page.goto(`${bench.appUrl}/admin/event/${eventId}/table-plan`)
    await page.getByRole('region', { name: 'Table 30', exact: true }).waitFor()
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] }
      w.longTasks = []
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({
        type: 'longtask',
      })
    })
    // Tables 1–6 to tables 18–13: all on screen (the window is tall), dragged over the rows between.
    const drags = 6
    const perDrag: number[] = []
    for (let i = 0; i < drags; i++) {
      const chip = page
        .getByRole('region', { name: `Table ${i + 1}`, exact: true })
        .getByRole('button', { name: /^Guest/ })
        .first()
      const target = page.getByRole('region', { name: `Table ${18 - i}`, exact: true })
      const from = await chip.boundingBox()
      const to = await target.boundingBox()
      if (!from || !to) throw new Error('the plan is not laid out')
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
      await page.mouse.down()
      // Across the whole grid, over many tables, as a person looking for the right one does.
      await page.mouse.move(from.x + 40, from.y + 40, { steps: 5 })
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 60 })
      await page.mouse.up()
      perDrag.push(await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.length))
    }
    // Each drag must have moved someone, or the figure would measure nothing.
    for (let i = 0; i < drags; i++) {
      const seated = page.getByRole('list', { name: `Seated at Table ${18 - i}`, exact: true }).getByRole('button')
      if ((await seated.count()) !== 11) throw new Error(`the drag onto Table ${18 - i} did not land`)
    }
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)
    return {
      people: 300,
      tables: 30,
      drags,
      longTasks: longTasks.filter((d) => d > 50).length,
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
      afterEachDrag: perDrag,
    }
  } finally {
    await bench.stop()
  }
}
