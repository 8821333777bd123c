// The pages part: issue 5's figures for the explorer pages, in Debian's Chromium driven by Playwright,
// each page loaded cold (a fresh context) `runs` times and the median printed:
//   1. first draw of a ~4,000-transaction block's overview (/block/<hash>), mined for the purpose;
//   2. a ~500-change projected-block delta, from its arrival to the overview drawn (/mempool-block/0);
//   3. the 5,000-output transaction (/tx/<batchTxid>): shown, answering, longest task;
//   4. the busy address (/address/<busyAddress>): first paint, then a minute of scrolling: rows reached;
//   5. long lists scrolled top to bottom (issue 17): the 5,000-output transaction's outputs and the
//      big block's transaction list: rows in the DOM, longest task while scrolling, heap at the bottom.
// Simnet runs with live blocks off (a huge --block-interval), so that the bench's own blocks decide
// what the miner takes.
import { addressRun, addressTargets, quietMs, txRun } from './page-lists.mjs'
import { deltaSession, overviewRun } from './page-overview.mjs'
import { scrollRun, scrollTargets } from './page-scroll.mjs'
import { withBrowser } from './services.mjs'
import { blockOfAbout, drainMempool, landmarks } from './simnet-control.mjs'
import { median, metWord, runsTable, table } from './stats.mjs'

/** Simnet's arguments for this part, besides --speed: a block about once in 30 years of chain time. */
export const pagesSimnetArgs = ['--block-interval', '1000000000']

/** @param {number} value */
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '?')

/**
 * Prints one table of runs with a median row.
 * @template T
 * @param {string} title
 * @param {readonly T[]} runs
 * @param {[string, (run: T) => number, ((value: number) => string)?][]} columns each with its format (default ms)
 */
function printRuns(title, runs, columns) {
  const formatted = columns.map(
    /** @returns {[string, (run: T) => number, (value: number) => string]} */
    ([name, pick, format = ms]) => [name, pick, format],
  )
  console.log(`\n${title}\n${runsTable(runs, formatted)}`)
}

/**
 * @param {{ appUrl: string, simnetUrl: string, runs: number, speed: number, signal: AbortSignal }} options
 */
export async function pagesBench({ appUrl, simnetUrl, runs, speed, signal }) {
  const log = (/** @type {string} */ line) => console.log(line)
  const { batchTxid, busyAddress } = await landmarks(simnetUrl)
  await withBrowser(signal, async (browser) => {
    console.log('\nPages 1/5: a block of about 4,000 transactions, mined from control-API payments')
    await drainMempool(simnetUrl, 3_000, log)
    const block = await blockOfAbout(simnetUrl, 4_000, log)
    const count = block.took + 1
    const bigBlock = block.hash
    /** @type {Awaited<ReturnType<typeof overviewRun>>[]} */
    const overview = []
    for (let run = 0; run < runs; run++)
      overview.push(await overviewRun({ browser, appUrl, hash: block.hash, count }))
    printRuns(
      `Block overview, /block/${block.hash} (${count} transactions with the coinbase)`,
      overview,
      [
        ['navigation to drawn', (r) => r.navToDraw],
        ['summary to drawn', (r) => r.dataToDraw],
        ['draw task', (r) => r.drawMs],
        ['longest task', (r) => r.longest],
      ],
    )

    console.log(
      '\nPages 2/5: /mempool-block/0 open while blocks each take ~250 of its transactions',
    )
    const deltas = await deltaSession({
      browser,
      appUrl,
      simnetUrl,
      blocks: 8,
      targetTaken: 250,
      // Simnet's default 4 arrivals a second of chain time, sped up.
      firstWait: 250 / (4 * speed),
      log,
      signal,
    })
    const rows = deltas
      .filter((d) => d.mined || d.changes >= 100)
      .map((d) => [
        d.mined ? 'mined block' : 'arrivals',
        `${d.added}/${d.removed}/${d.changed}`,
        d.changes,
        d.count,
        ms(d.latency),
        ms(d.longest),
      ])
    console.log(
      `\nProjected-block deltas with a mined block or 100+ changes (of ${deltas.length} deltas drawn)\n` +
        table(['delta', 'add/rm/chg', 'changes', 'block txs', 'to drawn', 'longest task'], rows),
    )
    const near = deltas.filter((d) => d.changes >= 350 && d.changes <= 650)
    const small = deltas.filter((d) => d.changes < 50)
    if (near.length > 0)
      console.log(
        `  ${near.length} deltas of 350-650 changes: median ${ms(median(near.map((d) => d.latency)))} ` +
          `to drawn, longest task median ${ms(median(near.map((d) => d.longest)))}`,
      )
    else console.log('  no delta of 350-650 changes came: see the table for the nearest')
    if (small.length > 0)
      console.log(
        `  ${small.length} deltas under 50 changes (arrivals): median ${ms(median(small.map((d) => d.latency)))} to drawn`,
      )

    console.log(`\nPages 3/5: /tx/${batchTxid} (5,000 outputs)`)
    /** @type {Awaited<ReturnType<typeof txRun>>[]} */
    const tx = []
    for (let run = 0; run < runs; run++)
      tx.push(await txRun({ browser, appUrl, txid: batchTxid, signal }))
    printRuns(
      `5,000-output transaction (answering: no long task for ${quietMs} ms after it shows)`,
      tx,
      [
        ['first paint', (r) => r.fcp],
        ['outputs shown', (r) => r.shown],
        ['answering', (r) => r.quiet],
        ['longest task', (r) => r.longest],
        ['TBT', (r) => r.tbt],
      ],
    )

    const { seconds } = addressTargets
    console.log(`\nPages 4/5: /address/${busyAddress}, ${seconds} s of scrolling`)
    /** @type {Awaited<ReturnType<typeof addressRun>>[]} */
    const address = []
    for (let run = 0; run < runs; run++)
      address.push(await addressRun({ browser, appUrl, address: busyAddress, seconds, signal }))
    printRuns(`Busy address (mouse wheel, 20 rows every 50 ms for ${seconds} s)`, address, [
      ['first paint', (r) => r.fcp],
      ['first row', (r) => r.firstRow],
      ['load longest task', (r) => r.loadLongest],
      ['rows reached', (r) => r.reached, String],
      ['pages', (r) => r.pages, String],
      ['page answered in', (r) => r.pageAnswer],
      ['scroll longest task', (r) => r.longest],
      ['scroll long tasks', (r) => r.longTasks, String],
      ['scroll TBT', (r) => r.tbt],
    ])
    const reached = median(address.map((r) => r.reached))
    const blocking = median(address.map((r) => r.tbt))
    // The pages follow one another (each asks after the last transaction of the one before): the
    // service's answer time sets the pace once the wheel outruns the loaded rows.
    const answer = median(address.map((r) => r.pageAnswer))
    const pages = median(address.map((r) => r.pages))
    console.log(`  busy address: ${pages} pages loaded, each answered in ${ms(answer)} (median)`)
    console.log(
      `  busy address: ${reached} transactions reached in ${seconds} s of scrolling ` +
        `(target >= ${addressTargets.rows}), ${metWord(reached >= addressTargets.rows)}; ` +
        `blocking ${ms(blocking)} (target < ${addressTargets.blockingMs} ms), ` +
        `${metWord(blocking < addressTargets.blockingMs)}`,
    )

    console.log('\nPages 5/5: long lists scrolled from top to bottom with the wheel')
    const outputs = await (await fetch(`${simnetUrl}/api/tx/${batchTxid}`)).json()
    const blockRows = Math.min(count, 25)
    const lists = [
      {
        name: `/tx/${batchTxid} outputs`,
        path: `/tx/${batchTxid}`,
        list: '[data-testid="tx-outputs"]',
        row: '[data-testid="tx-output"]',
        total: /** @type {{ vout: unknown[] }} */ (outputs).vout.length,
      },
      {
        name: `/block/${bigBlock} transactions (${count}; this page's ${blockRows})`,
        path: `/block/${bigBlock}`,
        list: '[data-testid="block-txs"]',
        row: '[data-testid="tx-summary-row"]',
        total: blockRows,
      },
    ]
    for (const { name, ...list } of lists) {
      /** @type {Awaited<ReturnType<typeof scrollRun>>[]} */
      const scrolled = []
      for (let run = 0; run < runs; run++)
        scrolled.push(await scrollRun({ browser, appUrl, ...list, signal }))
      printRuns(`${name}: ${list.total} rows, scrolled to the last`, scrolled, [
        ['rows in DOM', (r) => r.rows, String],
        ['scrolled in', (r) => r.scrollMs],
        ['scroll longest task', (r) => r.longest],
        ['heap after', (r) => r.heapMb, (v) => `${v.toFixed(1)} MB`],
      ])
      const longest = median(scrolled.map((r) => r.longest))
      const heap = median(scrolled.map((r) => r.heapMb))
      console.log(
        `  ${name}: rows in DOM ${median(scrolled.map((r) => r.rows))} of ${list.total}; ` +
          `longest task while scrolling ${ms(longest)} (target < ${scrollTargets.longestMs} ms), ` +
          `${metWord(longest < scrollTargets.longestMs)}; JS heap after scrolling ` +
          `${heap.toFixed(1)} MB (target < ${scrollTargets.heapMb} MB), ${metWord(heap < scrollTargets.heapMb)}`,
      )
    }
  })
}
