// What the pages part records inside the page, installed before any of the app's code runs
// (Playwright's addInitScript), so the pages themselves carry no measuring code:
// - long tasks, from a PerformanceObserver;
// - each block-overview draw: BlockOverview's drawing starts with clearRect on its canvas, so a wrapped
//   clearRect notes the start, and a microtask queued there runs once the drawing task's synchronous
//   work (the rest of the draw and of React's commit) is over: the draw's end;
// - when each `projected-block-transactions` message reached the page, with its sequence number: a
//   listener added in the socket's constructor runs before the app's own `onmessage`. It only finds
//   the sequence in the text; the bench reads the message's contents from Playwright's copy of the
//   frame, so the page does no extra parsing inside the measured time.
// Times are performance.now(): milliseconds since the navigation started.

/**
 * @typedef {object} Probe
 * @property {import('./timing.mjs').Task[]} tasks
 * @property {import('./timing.mjs').Draw[]} draws
 * @property {{ at: number, sequence: number }[]} messages
 */

/** The init script: runs in the page, so it must not refer to anything outside itself. */
export function installProbe() {
  /** @type {Probe} */
  const probe = { tasks: [], draws: [], messages: [] }
  Object.defineProperty(globalThis, '__outpointBench', { value: probe })

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })

  const clearRect = CanvasRenderingContext2D.prototype.clearRect
  CanvasRenderingContext2D.prototype.clearRect = function (x, y, w, h) {
    const canvas = this.canvas
    const overview =
      canvas instanceof HTMLCanvasElement ? canvas.closest('[data-testid="block-overview"]') : null
    if (overview) {
      const start = performance.now()
      const count = Number(overview.getAttribute('data-count'))
      queueMicrotask(() => probe.draws.push({ start, end: performance.now(), count }))
    }
    clearRect.call(this, x, y, w, h)
  }

  const marker = '"projected-block-transactions"'
  const Native = globalThis.WebSocket
  globalThis.WebSocket = class extends Native {
    /** @param {string | URL} url @param {string | string[]} [protocols] */
    constructor(url, protocols) {
      super(url, protocols)
      this.addEventListener('message', (event) => {
        const at = performance.now()
        if (typeof event.data !== 'string') return
        const found = event.data.indexOf(marker)
        if (found < 0) return
        const sequence = /"sequence":(\d+)/.exec(event.data.slice(found, found + 200))?.[1]
        if (sequence !== undefined) probe.messages.push({ at, sequence: Number(sequence) })
      })
    }
  }
}

/**
 * Reads the probe back, with the paint entries, the resource timings whose URL matches `resource`
 * and the page's clock now.
 * @param {import('@playwright/test').Page} page
 * @param {string} [resource] a RegExp source
 */
export function readProbe(page, resource = '$^') {
  return page.evaluate((source) => {
    const probe = /** @type {{ __outpointBench: Probe }} */ (/** @type {unknown} */ (globalThis))
      .__outpointBench
    const pattern = new RegExp(source)
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
    const resources = performance
      .getEntriesByType('resource')
      .filter((entry) => pattern.test(entry.name))
      .map((entry) => /** @type {PerformanceResourceTiming} */ (entry).responseEnd)
    return { ...probe, fcp, resources, now: performance.now() }
  }, resource)
}

/**
 * Resolves with the page's clock at the first animation frame where `predicate` holds: when the
 * page has drawn what it checks for.
 * @param {import('@playwright/test').Page} page
 * @param {string} selector
 * @param {string} [text] text the element must contain
 * @param {number} [timeout]
 */
export async function shownAt(page, selector, text = '', timeout = 60_000) {
  const handle = await page.waitForFunction(
    ([css, wanted]) => {
      const element = document.querySelector(css)
      return element?.textContent?.includes(wanted) ? performance.now() : false
    },
    /** @type {const} */ ([selector, text]),
    { polling: 'raf', timeout },
  )
  return /** @type {number} */ (await handle.jsonValue())
}

/**
 * A fresh context (cold cache) at a desktop viewport, with the probe installed.
 * @param {import('@playwright/test').Browser} browser
 */
export async function probedPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript(installProbe)
  return { context, page }
}
