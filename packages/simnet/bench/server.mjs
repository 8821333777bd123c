// The simnet under test, run by bench/run.mjs as a child process (so its memory is its own) from the
// built package. It talks to the parent over the IPC channel: `ready`, then answers `sample`, `mark`,
// `mine` and `report`. It exits when the parent goes away.
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
import { createLive } from '../dist/chain/live.js'
import { setChainClock } from '../dist/chain/mempool-clock.js'
import { startLiveProjection } from '../dist/chain/projection-live.js'
import { createApp, Simnet } from '../dist/index.js'

const config = JSON.parse(process.argv[2] ?? '{}')
/** How many transactions the mempool holds before the load starts. */
const mempoolTarget = config.mempool ?? 50_000
/** Arrivals per second (chain time runs at wall speed), as the CLI's default. */
const txRate = config.txRate ?? 4

const send = (message) => process.send?.(message)
process.on('disconnect', () => process.exit(0))

const started = performance.now()
// Still history first: simnet has no option for the size of the live mempool (`prefillSizes` in
// src/chain/live.ts: 8,000 on main), so this process drives the live loop itself as `startLive` does,
// with a larger pre-fill and blocks mined when the parent asks (a known schedule inside the window),
// and without its occasional live reorgs (one block in about 150).
const simnet = new Simnet({ live: false })
const sim = await simnet.bitcoin('main')
const generatedMs = performance.now() - started

const live = createLive(sim, { txRate, blockInterval: 0, prefill: mempoolTarget })
live.prefill()
// Replacements among the pre-filled arrivals evict some: top up at the tip's time.
for (let i = 0; sim.chain.mempool.size < mempoolTarget && i < mempoolTarget; i++)
  live.arrive(live.now)
const prefillMs = performance.now() - started - generatedMs

// As `startLive` does: the projection is ordered between requests, not at them.
const stopProjection = startLiveProjection(sim.chain)

const origin = live.now
const wallStart = Date.now()
const clock = () => origin + (Date.now() - wallStart) / 1000
setChainClock(sim, clock)
const tick = setInterval(() => live.advance(clock(), 900), 250)

const server = createApp(simnet)
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))

globalThis.gc?.()
const idle = { ...process.memoryUsage(), mempool: sim.chain.mempool.size }

// Measurements of the window between `mark` and `report`.
const loopDelay = monitorEventLoopDelay({ resolution: 10 })
let cpuStart = process.cpuUsage()
let wallMark = performance.now()
let peak = process.memoryUsage()
let mempoolRange = [sim.chain.mempool.size, sim.chain.mempool.size]
// Garbage collections in the window: a major one of a heap this size stops everything for a while.
const gcKinds = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
}
let gcs = {}
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = gcKinds[entry.detail?.kind] ?? 'other'
    gcs[kind] ??= { count: 0, totalMs: 0, maxMs: 0 }
    const seen = gcs[kind]
    seen.count++
    seen.totalMs += entry.duration
    seen.maxMs = Math.max(seen.maxMs, entry.duration)
  }
})
const sampler = setInterval(() => {
  const now = process.memoryUsage()
  for (const key of Object.keys(peak)) peak[key] = Math.max(peak[key], now[key])
  const size = sim.chain.mempool.size
  mempoolRange = [Math.min(mempoolRange[0], size), Math.max(mempoolRange[1], size)]
}, 200)

/**
 * A few of each thing the REST mix asks for, spread over the chain, seeded. The first transactions of
 * every block pay the busy address: picks are at random positions so it stays one address among many.
 */
function sample() {
  const { chain } = sim
  const blocks = chain.blocks
  let state = 7
  const random = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0
    return state / 4_294_967_296
  }
  const pick = (list, count) =>
    Array.from(
      { length: Math.min(count, list.length) },
      () => list[Math.floor(random() * list.length)],
    )
  const chosenBlocks = [...blocks.slice(-10), ...pick(blocks.slice(0, -10), 30)]
  const confirmed = pick(blocks.slice(-300), 300).map(
    (b) => b.txids[1 + Math.floor(random() * (b.txids.length - 1))],
  )
  const pending = pick([...chain.mempool.keys()], 200)
  const addresses = new Set()
  for (const txid of pick(confirmed, 300)) {
    const outputs =
      chain.txs.get(txid)?.outputs.filter((o) => o.address && o.address !== sim.busyAddress) ?? []
    const out = outputs[Math.floor(random() * outputs.length)]
    if (out && addresses.size < 150) addresses.add(out.address)
  }
  addresses.add(sim.busyAddress)
  return {
    tipHeight: chain.tip.height,
    firstHeight: blocks[0]?.height ?? 0,
    blocks: chosenBlocks.map((b) => ({ hash: b.hash, height: b.height, txCount: b.txids.length })),
    confirmed,
    pending,
    addresses: [...addresses],
    busyAddress: sim.busyAddress,
  }
}

process.on('message', (message) => {
  switch (message.type) {
    case 'sample':
      send({ type: 'sample', sample: sample() })
      break
    case 'mark':
      loopDelay.reset()
      loopDelay.enable()
      cpuStart = process.cpuUsage()
      wallMark = performance.now()
      peak = process.memoryUsage()
      mempoolRange = [sim.chain.mempool.size, sim.chain.mempool.size]
      gcs = {}
      gcObserver.observe({ entryTypes: ['gc'] })
      send({ type: 'marked' })
      break
    case 'mine': {
      const before = performance.now()
      const block = live.mine(clock())
      send({
        type: 'mined',
        height: block.height,
        txs: block.txids.length,
        at: Date.now(),
        ms: performance.now() - before,
      })
      break
    }
    case 'report': {
      loopDelay.disable()
      gcObserver.disconnect()
      const cpu = process.cpuUsage(cpuStart)
      const ms = (q) => loopDelay.percentile(q) / 1e6
      send({
        type: 'report',
        idle,
        peak,
        now: process.memoryUsage(),
        mempool: sim.chain.mempool.size,
        mempoolRange,
        cpuPercent: ((cpu.user + cpu.system) / 1000 / (performance.now() - wallMark)) * 100,
        loopDelay: { p50: ms(50), p99: ms(99), max: loopDelay.max / 1e6 },
        gcs,
      })
      break
    }
    case 'stop':
      clearInterval(tick)
      clearInterval(sampler)
      stopProjection()
      simnet.stop()
      server.closeAllConnections()
      server.close(() => process.exit(0))
      break
  }
})

send({
  type: 'ready',
  port: server.address().port,
  mempool: sim.chain.mempool.size,
  tipHeight: sim.chain.tip.height,
  generatedMs,
  prefillMs,
})
