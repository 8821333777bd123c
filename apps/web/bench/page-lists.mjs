// The pages part's two long-list measures: the 5,000-output transaction page until it shows and
// answers, and the busy address page's first paint and a minute of scrolling its transactions.
import { setTimeout as sleep } from 'node:timers/promises'
import { probedPage, readProbe, shownAt } from './page-probe.mjs'
import { median } from './stats.mjs'
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

/** Issue 17's busy address: rows reached in a minute of scrolling, and the blocking time meanwhile. */
export const addressTargets = { seconds: 60, rows: 11_000, blockingMs: 300 }

/**
 * One cold load of `/address/<busyAddress>`, then scrolling with the mouse wheel, 20 rows at a time
 * every 50 ms (the wheel keeps turning where the loaded rows end, while the next page loads), for
 * `seconds`: first paint, first row, the rows reached, the longest task and the blocking time.
 * @param {{ browser: Browser, appUrl: string, address: string, seconds: number, signal: AbortSignal }} options
 */
export async function addressRun({ browser, appUrl, address, seconds, signal }) {
  const { context, page } = await probedPage(browser)
  // How long each next page (`/txs?after_txid=`) took the service to answer: the pages follow one
  // another (each asks after the last transaction of the one before), so these set a long scroll's pace.
  /** @type {number[]} */
  const answers = []
  page.on('requestfinished', (request) => {
    if (request.url().includes('/txs?after_txid=')) answers.push(request.timing().responseEnd)
  })
  try {
    await page.goto(`${appUrl}/address/${address}`)
    const firstRow = await shownAt(page, '[data-testid="tx-summary-row"]')
    await page.mouse.move(720, 600)
    const scrollStart = await page.evaluate(() => performance.now())
    const stop = Date.now() + seconds * 1_000
    while (Date.now() < stop) {
      await page.mouse.wheel(0, 880)
      await sleep(50, undefined, { signal })
    }
    const reached = await page.evaluate(() =>
      Math.max(
        0,
        ...[...document.querySelectorAll('[data-testid="address-tx-list"] [data-index]')].map(
          (row) => Number(row.getAttribute('data-index')) + 1,
        ),
      ),
    )
    const probe = await readProbe(page)
    const scrollEnd = probe.now
    return {
      fcp: probe.fcp ?? Number.NaN,
      firstRow,
      loadLongest: longestTask(probe.tasks, 0, firstRow),
      reached,
      pages: answers.length,
      pageAnswer: answers.length > 0 ? median(answers) : Number.NaN,
      scrollMs: scrollEnd - scrollStart,
      longest: longestTask(probe.tasks, scrollStart, scrollEnd),
      longTasks: probe.tasks.filter((t) => t.start >= scrollStart && t.start <= scrollEnd).length,
      tbt: blockingTime(probe.tasks, scrollStart, scrollEnd),
    }
  } finally {
    await context.close()
  }
}
