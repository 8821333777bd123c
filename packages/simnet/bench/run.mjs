// Simnet's load benchmark (`npm run bench -w @outpoint/simnet`, which builds the package first).
//
// Target (the issue): 200 REST requests/s with p99 under 50 ms, and 50 websocket clients subscribed to
// blocks, mempool-blocks, stats and one projected block, on a 2-core machine, with a 50,000-transaction
// mempool, in under 500 MB.
//
// A child process (bench/server.mjs) runs simnet's main network, live, with a 50,000-transaction
// mempool; this process loads it over loopback and prints the figures with PASS/FAIL against the
// target. It is a measurement, not a test: it exits 0 unless it crashed.
import { fork } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { WebSocket } from 'ws'

const settings = {
  mempool: 50_000,
  /** Chain arrivals per second (the CLI's default). */
  txRate: 4,
  rate: 200,
  warmupMs: 3_000,
  windowMs: 20_000,
  clients: 50,
  /** Blocks mined at these offsets (ms) into the window: one per 8 s, 3-4 times the CLI's pace. */
  blocksAt: [6_000, 14_000],
  /** A request slower than this is an error. */
  requestTimeoutMs: 10_000,
  /** A block reaching a client later than this after it was mined counts as delayed. */
  blockDelayBoundMs: 1_000,
  /** Mempool updates come every second while transactions arrive: a longer silence counts as delayed. */
  updateGapBoundMs: 3_000,
  /** The last client to get an update may trail the first by this much. */
  fanOutBoundMs: 500,
  targets: { rate: 200, p99Ms: 50, rssMb: 500 },
}

const serverPath = fileURLToPath(new URL('./server.mjs', import.meta.url))
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** `promise`, or a failure after `ms`: nothing here waits without a bound. */
function withTimeout(promise, ms, what) {
  let timer
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer))
}

const mb = (bytes) => bytes / 2 ** 20

/** A small seeded generator (mulberry32): the same run asks for the same things. */
function seeded(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

function percentile(sorted, q) {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)]
}

/** The child simnet: started with its own heap, stopped (by PID) whatever happens. */
class Child {
  constructor() {
    this.process = fork(serverPath, [JSON.stringify(settings)], {
      // SIMNET_BENCH_CPU_PROF=<dir>: the child writes a V8 CPU profile there when it stops.
      execArgv: [
        '--expose-gc',
        ...(process.env.SIMNET_BENCH_CPU_PROF
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SIMNET_BENCH_CPU_PROF}`]
          : []),
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    this.waiting = new Map()
    this.exited = once(this.process, 'exit')
    this.process.on('message', (message) => {
      const waiter = this.waiting.get(message.type)
      if (waiter) {
        this.waiting.delete(message.type)
        waiter(message)
      }
    })
  }

  /** Waits for the next message of `type` (sending `request` first, if any). */
  ask(type, request, timeoutMs = 120_000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${type}" from simnet`)), timeoutMs)
      this.waiting.set(type, (message) => {
        clearTimeout(timer)
        resolve(message)
      })
      if (request) this.process.send(request)
      this.exited.then(() => reject(new Error(`simnet exited before "${type}"`)))
    })
  }

  async stop() {
    const { pid } = this.process
    if (this.process.exitCode !== null || this.process.signalCode !== null || !pid) return
    if (this.process.connected) this.process.send({ type: 'stop' })
    const timer = setTimeout(() => process.kill(pid, 'SIGKILL'), 3_000)
    await this.exited
    clearTimeout(timer)
  }
}

/** The request mix: what an explorer's pages ask for, by weight. */
function requestMix(sample, random) {
  const any = (list) => list[Math.floor(random() * list.length)]
  const ordinary = sample.addresses.filter((a) => a !== sample.busyAddress)
  const kinds = [
    [8, 'tip height', () => '/api/blocks/tip/height'],
    [2, 'tip hash', () => '/api/blocks/tip/hash'],
    [5, 'blocks (mempool)', () => '/api/v1/blocks'],
    [
      5,
      'blocks at height',
      () => {
        const span = sample.tipHeight - sample.firstHeight
        return `/api/blocks/${sample.tipHeight - Math.floor(random() * span)}`
      },
    ],
    [5, 'block', () => `/api/block/${any(sample.blocks).hash}`],
    [
      10,
      'block txs',
      () => {
        const block = any(sample.blocks)
        const pages = Math.ceil(block.txCount / 25)
        return `/api/block/${block.hash}/txs/${25 * Math.floor(random() * pages)}`
      },
    ],
    [15, 'tx (confirmed)', () => `/api/tx/${any(sample.confirmed)}`],
    [7, 'tx (mempool)', () => `/api/tx/${any(sample.pending)}`],
    [7, 'address', () => `/api/address/${any(sample.addresses)}`],
    [7, 'address txs', () => `/api/address/${any(sample.addresses)}/txs`],
    [3, 'address utxo', () => `/api/address/${any(ordinary)}/utxo`],
    [8, 'mempool-blocks', () => '/api/v1/fees/mempool-blocks'],
    [8, 'fees', () => '/api/v1/fees/recommended'],
    [10, 'outspends', () => `/api/tx/${any([...sample.confirmed, ...sample.pending])}/outspends`],
  ]
  const total = kinds.reduce((n, [weight]) => n + weight, 0)
  return () => {
    let draw = random() * total
    for (const [weight, name, path] of kinds) {
      if (draw < weight) return { name, path: path() }
      draw -= weight
    }
    const [, name, path] = kinds[0]
    return { name, path: path() }
  }
}

/**
 * Open-loop load: request i is due at start + i / rate whatever happened to the ones before, and its
 * latency counts from when it was due (no coordinated omission: a stall shows in every request it
 * delayed, not only the one it hit).
 */
async function openLoop({ port, agent, next, rate, durationMs, record }) {
  const count = Math.round((rate * durationMs) / 1000)
  const interval = 1000 / rate
  const start = performance.now()
  const pending = []
  let sent = 0
  while (sent < count) {
    const now = performance.now()
    while (sent < count && start + sent * interval <= now) {
      pending.push(request(port, agent, next(), start + sent * interval, record))
      sent++
    }
    if (sent < count) await sleep(Math.max(0, start + sent * interval - performance.now()))
  }
  await Promise.all(pending)
  return performance.now() - start
}

function request(port, agent, { name, path }, due, record) {
  return new Promise((resolve) => {
    const sentAt = performance.now()
    const finish = (status, error) => {
      record({ name, path, status, error, due, sentAt, doneAt: performance.now() })
      resolve()
    }
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.on('data', () => {})
      res.on('end', () => finish(res.statusCode))
      res.on('error', (error) => finish(0, error.message))
    })
    req.setTimeout(settings.requestTimeoutMs, () => req.destroy(new Error('timeout')))
    req.on('error', (error) => finish(0, error.message))
  })
}

/** One websocket client of the load: subscribes, then notes when each block and update arrives. */
class Subscriber {
  constructor(url, index) {
    this.index = index
    this.socket = new WebSocket(url)
    this.blocks = new Map()
    this.updates = []
    this.frames = 0
    this.bytes = 0
    this.closed = false
    this.counting = false
    this.ready = new Promise((resolve, reject) => {
      // Subscribed once both snapshots came: `want`'s and `track-mempool-block`'s.
      const seen = new Set()
      this.socket.once('error', reject)
      this.socket.on('message', (data) => {
        const at = Date.now()
        const frame = JSON.parse(data.toString())
        for (const key of ['mempool-blocks', 'projected-block-transactions']) {
          if (key in frame) seen.add(key)
        }
        if (seen.size === 2) resolve()
        if (!this.counting) return
        this.frames++
        this.bytes += data.length
        if (frame.block) this.blocks.set(frame.block.height, at)
        const projected = frame['projected-block-transactions']
        if (projected && 'mempool-blocks' in frame) {
          this.updates.push({ sequence: projected.sequence, at, stats: 'mempoolInfo' in frame })
        }
      })
    })
    this.socket.on('close', () => {
      this.closed = true
    })
    this.socket.once('open', () => {
      this.socket.send(
        JSON.stringify({ action: 'want', data: ['blocks', 'mempool-blocks', 'stats'] }),
      )
      this.socket.send(JSON.stringify({ 'track-mempool-block': 0 }))
    })
  }
}

function restFigures(records, windowMs) {
  const answered = records.filter((r) => r.status > 0)
  const errors = records.filter((r) => r.status !== 200)
  const latencies = records.map((r) => r.doneAt - r.due).sort((a, b) => a - b)
  const service = records.map((r) => r.doneAt - r.sentAt).sort((a, b) => a - b)
  const lag = records.map((r) => r.sentAt - r.due).sort((a, b) => a - b)
  const lastDone = Math.max(...records.map((r) => r.doneAt))
  const firstDue = Math.min(...records.map((r) => r.due))
  const byName = new Map()
  for (const r of records) {
    const list = byName.get(r.name) ?? []
    list.push(r.doneAt - r.due)
    byName.set(r.name, list)
  }
  const statuses = new Map()
  for (const r of errors) {
    const key = `${r.name}: ${r.error ?? `HTTP ${r.status}`}`
    statuses.set(key, (statuses.get(key) ?? 0) + 1)
  }
  return {
    requests: records.length,
    offeredRate: records.length / (windowMs / 1000),
    achievedRate: answered.length / ((lastDone - firstDue) / 1000),
    errors: errors.length,
    statuses,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    serviceP99: percentile(service, 99),
    lagP99: percentile(lag, 99),
    lagMax: lag.at(-1),
    byName: [...byName].map(([name, list]) => {
      list.sort((a, b) => a - b)
      return { name, count: list.length, p50: percentile(list, 50), p99: percentile(list, 99) }
    }),
  }
}

function wsFigures(subscribers, mined) {
  const closed = subscribers.filter((s) => s.closed).length
  // Blocks: every client gets every block mined in the window, soon.
  let missingBlocks = 0
  const blockDelays = []
  for (const block of mined) {
    for (const s of subscribers) {
      const at = s.blocks.get(block.height)
      if (at === undefined) missingBlocks++
      else blockDelays.push(at - block.at)
    }
  }
  blockDelays.sort((a, b) => a - b)
  // Mempool updates: sequences without gaps at each client, all clients get all of them, regularly.
  const bySequence = new Map()
  let sequenceGaps = 0
  let maxGap = 0
  let withoutStats = 0
  for (const s of subscribers) {
    s.updates.forEach((u, i) => {
      const times = bySequence.get(u.sequence) ?? []
      times.push(u.at)
      bySequence.set(u.sequence, times)
      if (!u.stats) withoutStats++
      const previous = s.updates[i - 1]
      if (previous) {
        if (u.sequence !== previous.sequence + 1) sequenceGaps++
        maxGap = Math.max(maxGap, u.at - previous.at)
      }
    })
  }
  // The first and last sequences of the window may reach some clients just outside it.
  const sequences = [...bySequence.keys()].sort((a, b) => a - b).slice(1, -1)
  let missedUpdates = 0
  let fanOut = 0
  for (const sequence of sequences) {
    const times = bySequence.get(sequence)
    missedUpdates += subscribers.length - times.length
    fanOut = Math.max(fanOut, Math.max(...times) - Math.min(...times))
  }
  return {
    clients: subscribers.length,
    closed,
    frames: subscribers.reduce((n, s) => n + s.frames, 0),
    bytes: subscribers.reduce((n, s) => n + s.bytes, 0),
    blocks: mined.length,
    missingBlocks,
    blockDelayP50: percentile(blockDelays, 50),
    blockDelayMax: blockDelays.at(-1) ?? Number.NaN,
    updates: sequences.length,
    missedUpdates,
    sequenceGaps,
    withoutStats,
    maxGap,
    fanOut,
  }
}

/** The machine is shared: other work running meanwhile shows in the load average (and the figures). */
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (1, 5, 15 min)`
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-')
const verdict = (pass) => (pass ? 'PASS' : 'FAIL')

async function main() {
  const began = performance.now()
  console.log(
    `simnet bench: ${settings.mempool.toLocaleString('en')}-tx mempool, ${settings.rate} req/s for ${settings.windowMs / 1000} s, ${settings.clients} websocket clients`,
  )
  console.log(`machine: ${cpus().length} cores, ${load()}`)
  const child = new Child()
  const stopChild = () => {
    const { pid } = child.process
    if (pid && child.process.exitCode === null && child.process.signalCode === null) {
      process.kill(pid, 'SIGKILL')
    }
  }
  process.on('exit', stopChild)
  const subscribers = []
  // Idle sockets close before the server's 5 s keep-alive timeout would: reusing one the server is
  // closing fails with ECONNRESET, which a browser would retry but this client counts as an error.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 4_000 })
  try {
    const ready = await child.ask('ready')
    console.log(
      `child pid ${child.process.pid}: main generated in ${fmt(ready.generatedMs / 1000)} s, mempool filled to ${ready.mempool.toLocaleString('en')} in ${fmt(ready.prefillMs / 1000)} s, port ${ready.port}`,
    )
    const { sample } = await child.ask('sample', { type: 'sample' })
    const next = requestMix(sample, seeded(1))

    const url = `ws://127.0.0.1:${ready.port}/api/v1/ws`
    const connectStart = performance.now()
    for (let i = 0; i < settings.clients; i++) subscribers.push(new Subscriber(url, i))
    await withTimeout(
      Promise.all(subscribers.map((s) => s.ready)),
      30_000,
      'websocket clients subscribing',
    )
    console.log(
      `${settings.clients} websocket clients subscribed in ${fmt(performance.now() - connectStart, 0)} ms`,
    )

    const discard = () => {}
    await openLoop({
      port: ready.port,
      agent,
      next,
      rate: settings.rate,
      durationMs: settings.warmupMs,
      record: discard,
    })

    await child.ask('marked', { type: 'mark' })
    for (const s of subscribers) s.counting = true
    const records = []
    const mined = []
    const windowStart = performance.now()
    const mining = settings.blocksAt.map(async (offset) => {
      await sleep(offset)
      mined.push(await child.ask('mined', { type: 'mine' }))
    })
    const elapsed = await openLoop({
      port: ready.port,
      agent,
      next,
      rate: settings.rate,
      durationMs: settings.windowMs,
      record: (r) => records.push(r),
    })
    await Promise.all(mining)
    // Let the last pushes land before counting.
    await sleep(Math.max(0, settings.windowMs + 1_500 - (performance.now() - windowStart)))
    for (const s of subscribers) s.counting = false
    const report = await child.ask('report', { type: 'report' })

    const rest = restFigures(records, settings.windowMs)
    const ws = wsFigures(subscribers, mined)
    print({ rest, ws, report, mined, elapsed })
  } finally {
    for (const s of subscribers) s.socket.terminate()
    agent.destroy()
    await child.stop()
    process.off('exit', stopChild)
    console.log(`\nbench took ${fmt((performance.now() - began) / 1000)} s; ${load()}`)
  }
}

function print({ rest, ws, report, mined, elapsed }) {
  const { targets } = settings
  const rssPeak = mb(report.peak.rss)
  console.log(
    `\nREST (open loop, latency from when each request was due; ${fmt(elapsed / 1000)} s)`,
  )
  console.log(
    `  requests ${rest.requests}, offered ${fmt(rest.offeredRate)}/s, achieved ${fmt(rest.achievedRate)}/s, errors ${rest.errors}${rest.errors ? ` (${[...rest.statuses].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}`,
  )
  console.log(
    `  latency ms: p50 ${fmt(rest.p50)}  p90 ${fmt(rest.p90)}  p99 ${fmt(rest.p99)}  max ${fmt(rest.max)}   (from send: p99 ${fmt(rest.serviceP99)}; client send lag p99 ${fmt(rest.lagP99)}, max ${fmt(rest.lagMax)})`,
  )
  console.log('  by kind        count   p50 ms   p99 ms')
  for (const k of rest.byName) {
    console.log(
      `    ${k.name.padEnd(18)} ${String(k.count).padStart(5)} ${fmt(k.p50).padStart(8)} ${fmt(k.p99).padStart(8)}`,
    )
  }
  console.log(
    `\nwebsocket (${ws.clients} clients: want blocks, mempool-blocks, stats; track-mempool-block 0)`,
  )
  console.log(
    `  frames ${ws.frames} (${fmt(mb(ws.bytes))} MB), closed ${ws.closed}, mempool updates ${ws.updates}: missed ${ws.missedUpdates}, sequence gaps ${ws.sequenceGaps}, without stats ${ws.withoutStats}, longest silence ${fmt(ws.maxGap, 0)} ms, fan-out spread ${fmt(ws.fanOut, 0)} ms`,
  )
  console.log(
    `  blocks mined ${ws.blocks} (${mined.map((b) => `${b.height}: ${b.txs} txs in ${fmt(b.ms, 0)} ms`).join(', ')}): missing ${ws.missingBlocks}, delay p50 ${fmt(ws.blockDelayP50, 0)} ms, max ${fmt(ws.blockDelayMax, 0)} ms`,
  )
  console.log(`\nsimnet process (child pid, measured alone)`)
  console.log(
    `  idle after GC: rss ${fmt(mb(report.idle.rss), 0)} MB, heap used ${fmt(mb(report.idle.heapUsed), 0)} MB of ${fmt(mb(report.idle.heapTotal), 0)} MB, external ${fmt(mb(report.idle.external), 0)} MB (mempool ${report.idle.mempool.toLocaleString('en')})`,
  )
  console.log(
    `  peak under load: rss ${fmt(rssPeak, 0)} MB, heap used ${fmt(mb(report.peak.heapUsed), 0)} MB of ${fmt(mb(report.peak.heapTotal), 0)} MB (mempool ${report.mempoolRange[0].toLocaleString('en')}-${report.mempoolRange[1].toLocaleString('en')})`,
  )
  console.log(
    `  cpu ${fmt(report.cpuPercent, 0)} % of one core; event-loop delay p50 ${fmt(report.loopDelay.p50)} ms, p99 ${fmt(report.loopDelay.p99)} ms, max ${fmt(report.loopDelay.max)} ms`,
  )
  const gcs = Object.entries(report.gcs)
    .map(([kind, g]) => `${kind} ${g.count} (${fmt(g.totalMs, 0)} ms, max ${fmt(g.maxMs)})`)
    .join(', ')
  console.log(`  garbage collections: ${gcs || 'none'}`)
  const checks = [
    [`REST holds ${targets.rate} req/s (answered)`, rest.achievedRate >= targets.rate * 0.98],
    ['REST: every request answered 200', rest.errors === 0],
    [`REST p99 < ${targets.p99Ms} ms`, rest.p99 < targets.p99Ms],
    [
      `${settings.clients} websocket clients: nothing dropped`,
      ws.closed === 0 && ws.missingBlocks === 0 && ws.missedUpdates === 0 && ws.sequenceGaps === 0,
    ],
    [
      `websocket: blocks within ${settings.blockDelayBoundMs} ms, updates at most ${settings.updateGapBoundMs} ms apart, fan-out within ${settings.fanOutBoundMs} ms`,
      ws.blockDelayMax <= settings.blockDelayBoundMs &&
        ws.maxGap <= settings.updateGapBoundMs &&
        ws.fanOut <= settings.fanOutBoundMs &&
        ws.blocks === settings.blocksAt.length,
    ],
    [`memory < ${targets.rssMb} MB (peak rss)`, rssPeak < targets.rssMb],
  ]
  console.log('')
  for (const [name, pass] of checks) console.log(`${verdict(pass)}  ${name}`)
  console.log(`overall: ${verdict(checks.every(([, pass]) => pass))}`)
}

await main()
