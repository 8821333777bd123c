import type { SimChain } from '../chain/history.js'
import { type Pool, pools } from '../chain/pools.js'
import type { ProjectedBlock } from '../chain/projection.js'
import { jobTemplate, type StratumJob, stratumJob } from '../mining/stratum-job.js'
import type { StratumSubscription } from './ws-commands.js'

/** Least ms between two job sets on the same tip: pools refresh their templates every 10 to 60 s. */
export const jobInterval = 10_000

/** What jobs are made from: a hub at one update. */
export interface JobSource {
  readonly sim: SimChain
  readonly projection: { readonly blocks: readonly ProjectedBlock[] }
  /** Unix seconds on the chain's clock. */
  now(): number
}

/** Pools that run a stratum server: every known pool (the "Unknown" one is no pool). */
const miningPools: readonly Pool[] = pools.filter((pool) => pool.id !== 0)

/** What projected block 0 holds, told cheaply enough to compare each update. */
const templateKey = (block: ProjectedBlock | undefined) =>
  block ? `${block.txs.length}:${block.totalFees}:${block.blockVSize}:${block.txs[0]?.txid}` : ''

/**
 * Every pool's current mining job on one network, as mempool's stratum watcher holds them: a new job
 * set at once when the tip moves (`cleanJobs`), and when projected block 0 changed, at most once per
 * `interval` ms. Jobs are made only when asked for: a network nobody watches makes none.
 */
export class StratumFeed {
  private jobs: Record<string, StratumJob> = {}
  private tip: string | undefined
  private template = ''
  private madeAt = 0
  private nextId = 1
  private readonly source: JobSource
  private readonly clock: () => number
  private readonly interval: number

  constructor(source: JobSource, clock: () => number = Date.now, interval = jobInterval) {
    this.source = source
    this.clock = clock
    this.interval = interval
  }

  /** The current jobs by pool id (`stratumJobs`), remade first if the tip moved since. */
  current(): Record<string, StratumJob> {
    if (this.tip !== this.source.sim.chain.tip.hash) this.make()
    return this.jobs
  }

  /** The jobs made for this update, when due (empty when the current ones still stand). */
  refresh(): StratumJob[] {
    const { chain } = this.source.sim
    const block = this.source.projection.blocks[0]
    const newTip = this.tip !== chain.tip.hash
    const due = this.clock() - this.madeAt >= this.interval
    if (!newTip && !(due && templateKey(block) !== this.template)) return []
    return this.make()
  }

  private make(): StratumJob[] {
    const { sim, projection } = this.source
    const tip = sim.chain.tip
    const block = projection.blocks[0]
    // Between a new block and the update that follows it the projection still holds what the block
    // confirmed: only what is still in the mempool goes in (parents stay before their children).
    const txs = (block?.txs ?? []).filter((r) => sim.chain.mempool.has(r.txid))
    const template = jobTemplate({
      network: sim.chain.params.name,
      halvingInterval: sim.halvingInterval,
      tip,
      time: this.source.now(),
      txs,
    })
    const cleanJobs = this.tip !== tip.hash
    const received = this.clock()
    const jobId = (this.nextId++).toString(16)
    const made = miningPools.map((pool) =>
      stratumJob(template, pool, { jobId, cleanJobs, received }),
    )
    this.jobs = Object.fromEntries(made.map((job) => [String(job.pool), job]))
    this.tip = tip.hash
    this.template = templateKey(block)
    this.madeAt = received
    return made
  }
}

/** Whether a `track-stratum` subscription wants a job. */
export const wantsJob = (subscription: StratumSubscription, job: StratumJob): boolean =>
  subscription === 'all' || subscription === job.pool

const feeds = new WeakMap<JobSource, StratumFeed>()

/** A hub's stratum feed, started by its first `track-stratum`. */
export function stratumFeed(source: JobSource): StratumFeed {
  let feed = feeds.get(source)
  if (!feed) {
    feed = new StratumFeed(source)
    feeds.set(source, feed)
  }
  return feed
}

const updates = new WeakMap<object, StratumJob[]>()

/** The jobs one hub update brings (`update` is its change), made once for all of the hub's clients. */
export function jobsOfUpdate(source: JobSource, update: object): StratumJob[] {
  let jobs = updates.get(update)
  if (!jobs) {
    jobs = stratumFeed(source).refresh()
    updates.set(update, jobs)
  }
  return jobs
}
