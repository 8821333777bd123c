// The pages part's two long-list measures: the 5,000-output transaction page until it shows and
// answers, and the busy address page's first paint and scrolling through 1,000 rows.
import { setTimeout as sleep } from 'node:timers/promises'
import { probedPage, readProbe, shownAt } from './page-probe.mjs'
import { blockingTime, longestTask, quietFrom } from './timing.mjs'

/** @typedef {import('@playwright/test').Browser} Browser */

/** A page "answers" once this long passes without a long task (Lighthouse's TTI waits 5 s). */
export const quietMs = 1_000

/**
 * One cold load of `/tx/<batchTxid>`: when the outputs' heading shows all 5,001, when the page is
 * quiet (no long task for `quietMs`), and the longest task until then.
 * @param {{ browser: Browser, appUrl: string, txid: string, signal: AbortSignal }} options
 */
export async function txRun({ browser, appUrl, txid, signal }) {
  const { context, page } = await probedPage(browser)
  try {
    await page.goto(`${appUrl}/tx/${txid}`)
    const shown = await shownAt(page, '[data-testid="tx-outputs"]', '(5,001)')
    // Wait until a quiet window after `shown` has been seen whole (at most 30 s).
    for (let tries = 0; tries < 60; tries++) {
      const probe = await readProbe(page)
      if (probe.now >= quietFrom(probe.tasks, shown, quietMs) + quietMs) break
      await sleep(500, undefined, { signal })
    }
    const probe = await readProbe(page)
    const quiet = quietFrom(probe.tasks, shown, quietMs)
    return {
      fcp: probe.fcp ?? Number.NaN,
      shown,
      quiet,
      longest: longestTask(probe.tasks, 0, quiet),
      tbt: blockingTime(probe.tasks, 0, quiet),
    }
  } finally {
    await context.close()
  }
}

/**
 * One cold load of `/address/<busyAddress>`, then scrolling with the mouse wheel, 10 rows at a time
 * every 50 ms (waiting where the loaded rows end, while the next page loads), until row `rows` has
 * been drawn: first paint, first row, the scroll's duration and its longest task.
 * @param {{ browser: Browser, appUrl: string, address: string, rows: number, signal: AbortSignal }} options
 */
export async function addressRun({ browser, appUrl, address, rows, signal }) {
  const { context, page } = await probedPage(browser)
  try {
    await page.goto(`${appUrl}/address/${address}`)
    const firstRow = await shownAt(page, '[data-testid="tx-summary-row"]')
    await page.mouse.move(720, 600)
    const scrollStart = await page.evaluate(() => performance.now())
    const deadline = Date.now() + 180_000
    let reached = 0
    while (reached < rows) {
      if (Date.now() > deadline) throw new Error(`scrolled only to row ${reached} in 3 minutes`)
      await page.mouse.wheel(0, 440)
      await sleep(50, undefined, { signal })
      reached = await page.evaluate(() =>
        Math.max(
          0,
          ...[...document.querySelectorAll('[data-testid="address-tx-list"] [data-index]')].map(
            (row) => Number(row.getAttribute('data-index')),
          ),
        ),
      )
    }
    const probe = await readProbe(page)
    const scrollEnd = probe.now
    return {
      fcp: probe.fcp ?? Number.NaN,
      firstRow,
      loadLongest: longestTask(probe.tasks, 0, firstRow),
      scrollMs: scrollEnd - scrollStart,
      longest: longestTask(probe.tasks, scrollStart, scrollEnd),
      longTasks: probe.tasks.filter((t) => t.start >= scrollStart && t.start <= scrollEnd).length,
      tbt: blockingTime(probe.tasks, scrollStart, scrollEnd),
    }
  } finally {
    await context.close()
  }
}
