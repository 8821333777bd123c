// The heap part: one page of `/` left open on live simnet data; every interval, a forced garbage
// collection through the DevTools protocol, then the used JS heap and the DOM counters. What survives
// a full collection is what the app keeps: growth there over a long session is a leak.
import { setTimeout as sleep } from 'node:timers/promises'
import { chainState, withBrowser } from './services.mjs'
import { slope, table } from './stats.mjs'

/**
 * @typedef {object} HeapSample
 * @property {number} minute minutes since the page loaded
 * @property {number} usedBytes JS heap in use after a full collection
 * @property {number} nodes DOM nodes alive (in the document or held from JS)
 * @property {number} listeners JS event listeners
 * @property {number} documents
 * @property {string} pageTip the height of the newest block tile on the page
 * @property {number | undefined} tip simnet's tip height
 * @property {number | undefined} mempool simnet's mempool transactions
 */

/** @param {number} bytes */
const mb = (bytes) => (bytes / 2 ** 20).toFixed(2)

/**
 * Opens `url` and samples it for `minutes`, every `intervalSeconds`, then prints the samples and the
 * growth after `warmupMinutes`.
 * @param {{ url: string, simnetUrl: string, minutes: number, intervalSeconds: number, warmupMinutes: number, signal: AbortSignal }} options
 */
export async function heapBench({
  url,
  simnetUrl,
  minutes,
  intervalSeconds,
  warmupMinutes,
  signal,
}) {
  return withBrowser(signal, async (browser) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    /** @type {string[]} */
    const pageErrors = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`)
    })
    const cdp = await context.newCDPSession(page)
    await page.goto(url)
    // The dashboard is live once the bar shows mined and projected blocks.
    await page.locator('[data-testid="mined-block"]').first().waitFor({ timeout: 60_000 })
    await page.locator('[data-testid="projected-block"]').first().waitFor({ timeout: 60_000 })
    const started = Date.now()

    /** @returns {Promise<HeapSample>} */
    const sample = async () => {
      // Twice: the first collection can leave garbage that only a second one finds (weak maps, finalisers).
      await cdp.send('HeapProfiler.collectGarbage')
      await cdp.send('HeapProfiler.collectGarbage')
      const heap = await cdp.send('Runtime.getHeapUsage')
      const dom = await cdp.send('Memory.getDOMCounters')
      const pageTip = await page
        .locator('[data-testid="mined-block"]')
        .first()
        .getAttribute('data-height', { timeout: 5_000 })
        .catch(() => null)
      const chain = await chainState(simnetUrl)
      return {
        minute: (Date.now() - started) / 60_000,
        usedBytes: heap.usedSize,
        nodes: dom.nodes,
        listeners: dom.jsEventListeners,
        documents: dom.documents,
        pageTip: pageTip ?? '?',
        tip: chain?.height,
        mempool: chain?.mempool,
      }
    }

    /** @param {HeapSample} s */
    const row = (s) => [
      s.minute.toFixed(1),
      mb(s.usedBytes),
      s.nodes,
      s.listeners,
      s.documents,
      s.pageTip,
      s.tip ?? '?',
      s.mempool ?? '?',
    ]
    const header = [
      'min',
      'heap MB',
      'DOM nodes',
      'listeners',
      'docs',
      'page tip',
      'simnet tip',
      'mempool',
    ]
    /** @type {HeapSample[]} */
    const samples = []
    const total = Math.max(1, Math.round((minutes * 60) / intervalSeconds))
    console.log(
      `\nHeap session: ${url} open for ${minutes} min, a forced GC and a sample every ${intervalSeconds} s`,
    )
    for (let index = 0; index <= total; index++) {
      if (index > 0)
        await sleep(started + index * intervalSeconds * 1000 - Date.now(), undefined, { signal })
      const s = await sample()
      samples.push(s)
      console.log(
        `  minute ${s.minute.toFixed(1)}: heap ${mb(s.usedBytes)} MB, ${s.nodes} DOM nodes, ` +
          `${s.listeners} listeners, page tip ${s.pageTip}, simnet tip ${s.tip ?? '?'}, ` +
          `mempool ${s.mempool ?? '?'}`,
      )
    }
    const banner = await page.locator('[data-testid="connection-banner"]').count()
    await context.close()
    report({ samples, header, row, warmupMinutes, pageErrors, offlineAtEnd: banner > 0 })
    return samples
  })
}

/**
 * @param {{ samples: HeapSample[], header: string[], row: (s: HeapSample) => (string | number)[], warmupMinutes: number, pageErrors: string[], offlineAtEnd: boolean }} figures
 */
function report({ samples, header, row, warmupMinutes, pageErrors, offlineAtEnd }) {
  console.log(`\n${table(header, samples.map(row))}`)
  const warm = samples.filter((s) => s.minute >= warmupMinutes - 0.01)
  const first = warm[0]
  const last = warm.at(-1)
  if (!first || !last || warm.length < 2) {
    console.log(`\nToo short to measure growth after a ${warmupMinutes} min warm-up.`)
    return
  }
  const heapSlope = slope(warm.map((s) => ({ x: s.minute, y: s.usedBytes / 1024 })))
  const nodeSlope = slope(warm.map((s) => ({ x: s.minute, y: s.nodes })))
  const span = last.minute - first.minute
  console.log(
    `\nAfter a ${warmupMinutes} min warm-up (minute ${first.minute.toFixed(1)} to ${last.minute.toFixed(1)}, ` +
      `${span.toFixed(1)} min):\n` +
      `  JS heap:   ${mb(first.usedBytes)} MB -> ${mb(last.usedBytes)} MB, growth ` +
      `${((last.usedBytes - first.usedBytes) / 2 ** 20).toFixed(2)} MB, slope ${heapSlope.toFixed(1)} kB/min\n` +
      `  DOM nodes: ${first.nodes} -> ${last.nodes}, slope ${nodeSlope.toFixed(1)} nodes/min\n` +
      `  listeners: ${first.listeners} -> ${last.listeners}\n` +
      `  peak heap: ${mb(Math.max(...samples.map((s) => s.usedBytes)))} MB`,
  )
  if (offlineAtEnd)
    console.log('  NOTE: the connection banner was showing at the end (not online).')
  if (pageErrors.length > 0) {
    console.log(`  page errors (${pageErrors.length}):`)
    for (const message of pageErrors.slice(0, 10)) console.log(`    ${message}`)
  }
}
