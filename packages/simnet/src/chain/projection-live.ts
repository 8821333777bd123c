import type { Chain } from './chain.js'
import { type MempoolGraph, type MempoolNode, mempoolGraph } from './mempool-graph.js'
import { type MempoolSnapshot, mempoolSnapshot } from './mempool-order.js'
import { PackageSelection } from './mempool-packages.js'
import { type MempoolProjection, type ProjectionSource, setProjectionSource } from './projection.js'
import {
  blockWeightLimit,
  buildProjection,
  type OrderedMempool,
  orderedMempool,
  orderGraph,
} from './projection-build.js'

export interface LiveProjectionOptions {
  /** Least ms between two fresh orderings while the mempool changes (a block starts one at once). */
  interval: number
  /** Longest ms an ordering works before it lets other work (requests) run. */
  sliceMs: number
}

/** mempool.space recomputes its projected blocks every couple of seconds; simnet does it every second. */
const defaults: LiveProjectionOptions = { interval: 1_000, sliceMs: 4 }

/** How many blocks the projection has (mempool's `MEMPOOL_BLOCKS_AMOUNT`). */
const blockCount = 8

/** An ordering under way, with the snapshot it orders. */
interface Running {
  selection: PackageSelection
  snapshot: MempoolSnapshot
  arrivals: number
  /** How many departures were noted when the snapshot was taken. */
  departures: number
  generation: number
}

/**
 * Serves a live chain's projection without stalling the service: ordering a 50,000-transaction mempool
 * takes tens of milliseconds, and every request arriving meanwhile would wait. So the mempool is ordered
 * again at most once per `interval` while it changes (at once after a block), in slices of `sliceMs`
 * between other work; in between, the last ordering is patched with what arrived and left since (see
 * `buildProjection`). What it serves is then at most about a second behind an exact ordering, as on
 * mempool.space, and always holds exactly the transactions in the mempool. Returns the function that
 * stops it (`currentProjection` is then exact again).
 */
export function startLiveProjection(
  chain: Chain,
  options: Partial<LiveProjectionOptions> = {},
): () => void {
  const live = new LiveProjection(chain, { ...defaults, ...options })
  setProjectionSource(chain, live)
  return () => {
    live.stop()
    setProjectionSource(chain, undefined)
  }
}

class LiveProjection implements ProjectionSource {
  private readonly chain: Chain
  private readonly options: LiveProjectionOptions
  private base: OrderedMempool
  /** The graph generation `base` belongs to: a rebuilt graph has new nodes. */
  private generation: number
  /** Nodes that arrived since `base` was taken (some may have left again)... */
  private recent: MempoolNode[] = []
  /** ...and that left since (some may have arrived after it). */
  private departed: MempoolNode[] = []
  private readonly stopDepartures: () => void
  private built: MempoolProjection | undefined
  /** When `built` was built (`performance.now()`). */
  private builtAt = 0
  private running: Running | undefined
  /** The graph version the last ordering started from. */
  private orderedVersion: number
  /** A block came while ordering: order again as soon as this one ends. */
  private urgent = false
  private readonly timer: NodeJS.Timeout
  /** The next slice of work (or a start after a block) waiting its turn. */
  private next: NodeJS.Immediate | undefined
  private stopped = false

  constructor(chain: Chain, options: LiveProjectionOptions) {
    this.chain = chain
    this.options = options
    const graph = mempoolGraph(chain)
    this.base = orderGraph(graph, blockCount)
    this.generation = graph.generation
    this.orderedVersion = graph.version
    chain.events.on('tx', this.onTx)
    chain.events.on('block', this.onBlock)
    this.stopDepartures = graph.onDeparture((node) => this.departed.push(node))
    this.timer = setInterval(() => this.order(), options.interval)
    this.timer.unref()
  }

  projection(maxAgeMs = 0): MempoolProjection {
    const graph = this.graph()
    const now = performance.now()
    if (this.built && (this.built.version === graph.version || now - this.builtAt < maxAgeMs)) {
      return this.built
    }
    const arrived = this.recent.filter((node) => node.inMempool)
    this.built = buildProjection(graph, this.base, blockCount, {
      arrived,
      departed: this.departed,
    })
    this.builtAt = now
    return this.built
  }

  stop(): void {
    this.stopped = true
    this.running = undefined
    clearInterval(this.timer)
    clearImmediate(this.next)
    this.chain.events.off('tx', this.onTx)
    this.chain.events.off('block', this.onBlock)
    this.stopDepartures()
  }

  /** The chain's graph; when it was rebuilt (a reorg), ordered again at once, all its nodes being new. */
  private graph(): MempoolGraph {
    const graph = mempoolGraph(this.chain)
    if (graph.generation !== this.generation) {
      this.running = undefined
      this.base = orderGraph(graph, blockCount)
      this.generation = graph.generation
      this.orderedVersion = graph.version
      this.recent = []
      this.departed = []
      this.built = undefined
    }
    return graph
  }

  private readonly onTx = (record: { txid: string }) => {
    const node = mempoolGraph(this.chain).nodes.get(record.txid)
    if (node) this.recent.push(node)
  }

  private readonly onBlock = () => {
    if (this.running) this.urgent = true
    else this.later(() => this.order())
  }

  /** Starts ordering a snapshot of the mempool, unless one is under way or nothing changed. */
  private order(): void {
    if (this.stopped || this.running) return
    const graph = this.graph()
    if (graph.version === this.orderedVersion) return
    const snapshot = mempoolSnapshot(graph.nodes)
    const running: Running = {
      selection: new PackageSelection(snapshot.graph, blockCount, blockWeightLimit),
      snapshot,
      arrivals: graph.arrivals,
      departures: this.departed.length,
      generation: graph.generation,
    }
    this.running = running
    this.orderedVersion = graph.version
    this.urgent = false
    this.step(running)
  }

  /** Runs `work` once the events waiting now were handled. */
  private later(work: () => void): void {
    clearImmediate(this.next)
    this.next = setImmediate(() => {
      this.next = undefined
      work()
    })
  }

  private step(running: Running): void {
    this.later(() => {
      if (this.running !== running) return
      if (!running.selection.run(performance.now() + this.options.sliceMs)) {
        this.step(running)
        return
      }
      this.running = undefined
      if (running.generation !== this.generation) return
      this.base = orderedMempool(running.selection.result(), running.snapshot)
      this.recent = this.recent.filter((node) => node.order >= running.arrivals)
      this.departed = this.departed.slice(running.departures)
      this.built = undefined
      if (this.urgent) this.order()
    })
  }
}
