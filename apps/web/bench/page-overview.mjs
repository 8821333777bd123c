// The pages part's two block-overview measures: the first draw of a large block's overview, and how
// long the projected-block page takes from a delta's arrival to the overview drawn with it.
import { setTimeout as sleep } from 'node:timers/promises'
import { probedPage, readProbe } from './page-probe.mjs'
import { mineOne } from './simnet-control.mjs'
import { longestTask, nextWait, pairDeltasWithDraws } from './timing.mjs'

/** @typedef {import('@playwright/test').Browser} Browser */

/**
 * One cold load of `/block/<hash>`: from navigation and from the summary's arrival to the end of
 * the first overview draw showing all `count` transactions, that draw's length, and the longest task
 * until then.
 * @param {{ browser: Browser, appUrl: string, hash: string, count: number }} options
 */
export async function overviewRun({ browser, appUrl, hash, count }) {
  const { context, page } = await probedPage(browser)
  try {
    await page.goto(`${appUrl}/block/${hash}`)
    await page.waitForFunction(
      (n) =>
        /** @type {{ __outpointBench: { draws: { count: number }[] } }} */ (
          /** @type {unknown} */ (globalThis)
        ).__outpointBench.draws.some((draw) => draw.count === n),
      count,
      { timeout: 60_000 },
    )
    const probe = await readProbe(page, `/block/${hash}/summary$`)
    const draw = probe.draws.find((d) => d.count === count)
    if (!draw) throw new Error('the overview never drew the whole block')
    const summaryAt = probe.resources[0] ?? Number.NaN
    return {
      navToDraw: draw.end,
      dataToDraw: draw.end - summaryAt,
      drawMs: draw.end - draw.start,
      longest: longestTask(probe.tasks, 0, draw.end),
    }
  } finally {
    await context.close()
  }
}

/**
 * @typedef {object} DeltaFigure
 * @property {number} added
 * @property {number} removed
 * @property {number} changed
 * @property {number} changes
 * @property {number} count transactions in the block once applied
 * @property {number} latency ms from the message reaching the page to the end of the overview's draw
 * @property {number} longest the longest task in between
 * @property {boolean} mined whether a block the bench mined made this delta
 */

/**
 * Keeps `/mempool-block/0` open and mines `blocks` blocks, each sized (by waiting for arrivals
 * between them) to take about `targetTaken` transactions out of projected block 0, whose next
 * transactions then move in: about twice that many changes in one delta. The deltas of plain
 * arrivals in between are recorded too.
 * @param {{ browser: Browser, appUrl: string, simnetUrl: string, blocks: number, targetTaken: number, firstWait: number, log: (line: string) => void, signal: AbortSignal }} options
 * @returns {Promise<DeltaFigure[]>}
 */
export async function deltaSession({
  browser,
  appUrl,
  simnetUrl,
  blocks,
  targetTaken,
  firstWait,
  log,
  signal,
}) {
  const { context, page } = await probedPage(browser)
  /** @type {Map<number, { added: number, removed: number, changed: number }>} */
  const contents = new Map()
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.includes('"projected-block-transactions"')) return
      const message =
        /** @type {{ 'projected-block-transactions'?: { sequence?: number, delta?: { added?: unknown[], removed?: unknown[], changed?: unknown[] } } }} */ (
          JSON.parse(payload)
        )['projected-block-transactions']
      const delta = message?.delta
      if (message?.sequence === undefined || !delta) return
      contents.set(message.sequence, {
        added: delta.added?.length ?? 0,
        removed: delta.removed?.length ?? 0,
        changed: delta.changed?.length ?? 0,
      })
    })
  })
  try {
    await page.goto(`${appUrl}/mempool-block/0`)
    await page.locator('[data-testid="block-overview"]').waitFor({ timeout: 60_000 })
    /** @type {number[]} */
    const minedAt = []
    let wait = firstWait
    for (let index = 1; index <= blocks; index++) {
      await sleep(wait * 1000, undefined, { signal })
      minedAt.push(await page.evaluate(() => performance.now()))
      const { took } = await mineOne(simnetUrl)
      log(`  block ${index}/${blocks} after ${wait.toFixed(1)} s: took ${took} transactions`)
      wait = nextWait({ waited: wait, took, target: targetTaken, min: 0.5, max: 20 })
    }
    await sleep(3_000, undefined, { signal })
    const probe = await readProbe(page)
    const deltas = probe.messages.flatMap(({ at, sequence }) => {
      const content = contents.get(sequence)
      return content ? [{ at, ...content }] : []
    })
    return pairDeltasWithDraws(deltas, probe.draws).map(({ delta, draw, changes, latency }) => ({
      added: delta.added,
      removed: delta.removed,
      changed: delta.changed,
      changes,
      count: draw.count,
      latency,
      longest: longestTask(probe.tasks, delta.at, draw.end),
      // A mined block's delta is the first message after the mine was asked for.
      mined: minedAt.some(
        (t) => t <= delta.at && !deltas.some((other) => other.at >= t && other.at < delta.at),
      ),
    }))
  } finally {
    await context.close()
  }
}
