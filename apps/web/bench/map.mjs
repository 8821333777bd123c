// The map part (--only map): issue 6's "10,000 channel lines at >= 30 frames per second while
// panning", on /lightning/map in Debian's Chromium driven by Playwright, printed, not asserted.
// Simnet's main graph has fewer than 10,000 channels between located nodes, so the page's
// channels-geo request is answered by Playwright's page.route with 10,000 synthetic channels between
// simnet's real located nodes (map-frames.mjs); everything else (nodes, outline, the app) is real.
// A frame is one map draw: the map's drawing starts with clearRect on its canvas, which an init script
// wraps to note the time, and a microtask queued there marks the end of the draw's synchronous work.
import { setTimeout as sleep } from 'node:timers/promises'
import { frameRate, syntheticChannels } from './map-frames.mjs'
import { withBrowser } from './services.mjs'
import { median, runsTable } from './stats.mjs'

const lines = 10_000
const panSeconds = 4

/** The init script: runs in the page, so it must not refer to anything outside itself. */
function installFrameProbe() {
  /** @type {{ start: number, end: number }[]} */
  const draws = []
  Object.defineProperty(globalThis, '__outpointMapDraws', { value: draws })
  const clearRect = CanvasRenderingContext2D.prototype.clearRect
  CanvasRenderingContext2D.prototype.clearRect = function (x, y, w, h) {
    if (
      this.canvas instanceof HTMLCanvasElement &&
      this.canvas.dataset.testid === 'lightning-map-canvas'
    ) {
      const start = performance.now()
      queueMicrotask(() => draws.push({ start, end: performance.now() }))
    }
    clearRect.call(this, x, y, w, h)
  }
}

/** @param {import('@playwright/test').Page} page */
const readDraws = (page) =>
  page.evaluate(
    () =>
      /** @type {{ __outpointMapDraws: { start: number, end: number }[] }} */ (
        /** @type {unknown} */ (globalThis)
      ).__outpointMapDraws,
  )

/**
 * One cold load of /lightning/map with `lines` channels, zoomed in (the whole-world view cannot pan
 * sideways), then dragged left and right for `panSeconds`.
 * @param {{ browser: import('@playwright/test').Browser, appUrl: string, geo: unknown[][], driver: 'mouse' | 'page' }} options
 */
async function panRun({ browser, appUrl, geo, driver }) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(installFrameProbe)
    await page.route('**/api/v1/lightning/channels-geo', (route) => route.fulfill({ json: geo }))
    await page.goto(`${appUrl}/lightning/map`)
    const map = page.locator('[data-testid="lightning-map"]')
    await map.waitFor({ timeout: 60_000 })
    const shown = Number(await map.getAttribute('data-channels'))
    const canvas = page.locator('[data-testid="lightning-map-canvas"]')
    await canvas.focus()
    // Zoomed 3.4x (three presses) about the middle, legs of 90% of the canvas stay inside the world's
    // edges: at an edge the view stops changing and the map rightly stops drawing, which is no stall.
    for (let press = 0; press < 3; press++) await page.keyboard.press('+')
    await sleep(500)
    const box = await canvas.boundingBox()
    if (!box) throw new Error('the map canvas has no box')
    const y = box.y + box.height / 2
    // Legs of 90% of the canvas: longer than the map's cached margin (half a canvas), so the bench
    // includes the frames that render the line layer anew, not only the cheap copies of it.
    const left = box.x + box.width * 0.05
    const right = box.x + box.width * 0.95
    const from = await page.evaluate(() => performance.now())
    if (driver === 'mouse') {
      await page.mouse.move(left, y)
      await page.mouse.down()
      const until = Date.now() + panSeconds * 1000
      for (let leg = 0; Date.now() < until; leg++) {
        // Small steps: Playwright sends each as its own pointer move.
        await page.mouse.move(leg % 2 === 0 ? right : left, y, { steps: 60 })
      }
      await page.mouse.up()
    } else {
      // One pointer move per animation frame from inside the page: what a steady drag sends.
      await canvas.evaluate(
        (element, { seconds, left, right, y }) =>
          new Promise((resolve) => {
            const at = (/** @type {string} */ type, /** @type {number} */ x) =>
              element.dispatchEvent(
                new PointerEvent(type, {
                  bubbles: true,
                  clientX: x,
                  clientY: y,
                  pointerId: 1,
                  buttons: 1,
                }),
              )
            at('pointerdown', left)
            const start = performance.now()
            const step = (/** @type {number} */ now) => {
              const t = (now - start) / 1000
              if (t >= seconds) {
                at('pointerup', left)
                resolve(undefined)
                return
              }
              // Back and forth across the canvas, one leg in two seconds.
              const phase = t % 4 < 2 ? (t % 2) / 2 : 1 - (t % 2) / 2
              at('pointermove', left + (right - left) * phase)
              requestAnimationFrame(step)
            }
            requestAnimationFrame(step)
          }),
        { seconds: panSeconds, left, right, y },
      )
    }
    const to = await page.evaluate(() => performance.now())
    const draws = (await readDraws(page)).filter((d) => d.start >= from && d.start <= to)
    const rate = frameRate(draws.map((d) => d.start))
    const drawMs = draws.map((d) => d.end - d.start)
    return {
      shown,
      ...rate,
      drawMedian: drawMs.length ? median(drawMs) : Number.NaN,
      drawMax: Math.max(...drawMs),
    }
  } finally {
    await context.close()
  }
}

/**
 * @param {string} title
 * @param {Awaited<ReturnType<typeof panRun>>[]} results
 */
function printRuns(title, results) {
  const f1 = (/** @type {number} */ v) => (Number.isFinite(v) ? v.toFixed(1) : '?')
  const ms = (/** @type {number} */ v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '?')
  /** @type {[string, (r: (typeof results)[number]) => number, (v: number) => string][]} */
  const columns = [
    ['lines', (r) => r.shown, String],
    ['frames', (r) => r.frames, String],
    ['fps', (r) => r.fps, f1],
    ['p95 gap', (r) => r.p95Gap, ms],
    ['max gap', (r) => r.maxGap, ms],
    ['draw median', (r) => r.drawMedian, ms],
    ['draw max', (r) => r.drawMax, ms],
  ]
  console.log(`\n${title} (1280x800, device scale 1, zoomed 3.4x)\n${runsTable(results, columns)}`)
}

/** @param {{ appUrl: string, simnetUrl: string, runs: number, signal: AbortSignal }} options */
export async function mapBench({ appUrl, simnetUrl, runs, signal }) {
  const own = /** @type {unknown[]} */ (
    await (await fetch(`${simnetUrl}/api/v1/lightning/channels-geo`)).json()
  )
  const world = /** @type {{ nodes: [number, number, string, string][] }} */ (
    await (await fetch(`${simnetUrl}/api/v1/lightning/nodes/world`)).json()
  )
  const geo = syntheticChannels(world.nodes, lines)
  console.log(
    `\nMap: simnet's main channels-geo has ${own.length} lines; the page gets ${geo.length} synthetic ones between its ${world.nodes.length} located nodes (page.route)`,
  )
  await withBrowser(signal, async (browser) => {
    const drivers = /** @type {const} */ ([
      ['page', geo, 'one pointer move per animation frame, dispatched in the page'],
      ['mouse', geo, "Playwright's mouse (CDP input events), 60 steps a leg"],
      ['mouse', [], "Playwright's mouse with no channel lines: the input path's own ceiling"],
    ])
    for (const [driver, channels, what] of drivers) {
      /** @type {Awaited<ReturnType<typeof panRun>>[]} */
      const results = []
      for (let run = 0; run < runs; run++)
        results.push(await panRun({ browser, appUrl, geo: [...channels], driver }))
      printRuns(`Panning /lightning/map for ${panSeconds} s: ${what}`, results)
    }
  })
}
