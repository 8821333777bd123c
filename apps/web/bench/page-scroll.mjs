// The pages part's scroll-through measure for a long list (issue 17): open the page, then reach its last
// row the way a reader does (the mouse wheel),
// and report the rows left in the DOM, the longest main-thread task from the first wheel step to the
// last row, and the JS heap after a forced garbage collection once at the bottom.
import { setTimeout as sleep } from 'node:timers/promises'
import { probedPage, readProbe, shownAt } from './page-probe.mjs'
import { longestTask } from './timing.mjs'

/** @typedef {import('@playwright/test').Browser} Browser */

/** The targets the figures are printed beside. */
export const scrollTargets = { longestMs: 100, heapMb: 30 }

/**
 * @param {{ browser: Browser, appUrl: string, path: string, list: string, row: string, total: number, signal: AbortSignal }} options
 *   `list` the list's CSS selector, `row` its rows' selector inside it (a windowed list's rows carry
 *   `data-index`), `total` the rows the list holds: done once row `total - 1` is drawn (a plain list:
 *   all `total` are there) and the page is at its bottom.
 */
export async function scrollRun({ browser, appUrl, path, list, row, total, signal }) {
  const { context, page } = await probedPage(browser)
  try {
    const cdp = await context.newCDPSession(page)
    await page.goto(`${appUrl}${path}`)
    await shownAt(page, `${list} ${row}`)
    await page.mouse.move(720, 600)
    const start = await page.evaluate(() => performance.now())
    const deadline = Date.now() + 300_000
    for (;;) {
      if (Date.now() > deadline) throw new Error(`${path}: the last row did not show in 5 minutes`)
      const state = await page.evaluate(
        ([css, rowCss, last]) => {
          const element = document.querySelector(css)
          const atBottom =
            window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
          // A windowed list numbers its rows (`data-index`); a short plain one holds them all.
          const rows = element?.querySelectorAll(rowCss) ?? []
          const lastRow =
            element?.querySelector(`${rowCss}[data-index="${last}"]`) ??
            (rows.length > 0 && !rows[0]?.hasAttribute('data-index') && rows.length > last)
          return atBottom && lastRow ? 'done' : 'scroll'
        },
        /** @type {const} */ ([list, row, total - 1]),
      )
      if (state === 'done') break
      await page.mouse.wheel(0, 880)
      await sleep(50, undefined, { signal })
    }
    const end = await page.evaluate(() => performance.now())
    // Let the last wheel step's work land in the probe before reading it.
    await sleep(500, undefined, { signal })
    const probe = await readProbe(page)
    const rows = await page.evaluate(
      ([css, rowCss]) => document.querySelector(css)?.querySelectorAll(rowCss).length ?? 0,
      /** @type {const} */ ([list, row]),
    )
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    return {
      rows,
      scrollMs: end - start,
      longest: longestTask(probe.tasks, start, end),
      heapMb: heap.usedSize / 2 ** 20,
    }
  } finally {
    await context.close()
  }
}
