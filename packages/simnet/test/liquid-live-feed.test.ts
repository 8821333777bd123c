import type {
  LiveFeed,
  ProjectedBlock,
  ServerMessage,
  TransactionsEvent,
} from '@outpoint/explorer-client/live'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nativeTransfer, pegIn } from '../src/liquid/activity.js'
import { mineNext } from '../src/liquid/live.js'
import { projectLiquid } from '../src/liquid/projection.js'
import type { LiquidSim } from '../src/liquid/sim.js'
import { createRng } from '../src/rng.js'
import { made, recordingFeed } from './live-test-helpers.js'
import { startService, type TestService, until } from './ws-helpers.js'

// The explorer client's live feed, unchanged, on simnet's Liquid network: the dashboard's data, a
// folded projected block and an asset topic.

let service: TestService
let sim: LiquidSim
let feed: LiveFeed
let clock = 0
const rng = createRng(3)
const warnings: string[] = []

// Liquid is generated after its parent chain (main, short here): both take a while.
beforeAll(async () => {
  service = await startService()
  sim = await service.simnet.liquid('liquid')
  clock = sim.chain.tip.time
  feed = recordingFeed(service.url('/liquid'), warnings)
}, 120_000)

afterAll(async () => {
  feed.close()
  await service.close()
})

const later = () => {
  clock += 5
  return clock
}

describe('the explorer client live feed on Liquid', () => {
  it('gets blocks and stats, then the next block', async () => {
    const blocks: ServerMessage[] = []
    const stats: ServerMessage[] = []
    const stopBlocks = feed.subscribe({ type: 'data', name: 'blocks' }, (m) => {
      blocks.push(m)
    })
    const stopStats = feed.subscribe({ type: 'data', name: 'stats' }, (m) => {
      stats.push(m)
    })
    await until(() => blocks.some((m) => m.key === 'blocks'), 'the blocks')
    await until(() => stats.some((m) => m.key === 'da'), 'the stats')
    expect(feed.state).toBe('online')
    const block = mineNext(sim, rng, Math.max(later(), sim.chain.tip.time + 60))
    await until(() => blocks.some((m) => m.key === 'block'), 'the new block')
    expect(blocks.find((m) => m.key === 'block')?.data).toMatchObject({
      id: block.hash,
      height: block.height,
    })
    const arrival = made(nativeTransfer(sim, later()))
    await until(
      () => stats.some((m) => m.key === 'transactions' && m.data[0]?.txid === arrival.txid),
      'the arrival',
    )
    stopBlocks()
    stopStats()
    expect(warnings).toEqual([])
  })

  it('folds a projected block from the snapshot and the deltas without a resync', async () => {
    const events: ProjectedBlock[] = []
    const stop = feed.subscribe({ type: 'mempool-block', index: 0 }, (b) => {
      events.push(b)
    })
    await until(() => events.length === 1, 'the snapshot')
    const added = [0, 1, 2].map(() => made(nativeTransfer(sim, later())))
    await until(
      () => added.every((r) => events.at(-1)?.transactions.has(r.txid)),
      'the three transactions',
    )
    const sequences = events.map((e) => e.sequence)
    expect(sequences).toEqual(sequences.map((_, i) => (sequences[0] ?? 0) + i))
    const folded = [...(events.at(-1)?.transactions.keys() ?? [])].sort()
    const projected = projectLiquid(sim.chain).blocks[0]?.txs.map((r) => r.txid) ?? []
    expect(folded).toEqual(projected.sort())
    expect(events.at(-1)?.transactions.get(projected[0] ?? '')?.rate).toBeCloseTo(0.1, 1)
    stop()
  })

  it('follows an asset: new peg-ins, then their confirmation', async () => {
    const events: TransactionsEvent[] = []
    const stop = feed.subscribe({ type: 'asset', assetId: sim.params.nativeAsset }, (e) => {
      events.push(e)
    })
    // The subscription reaches the server with the next frame: wait for it to be applied.
    await new Promise((resolve) => setTimeout(resolve, 100))
    const pegin = made(pegIn(sim, later(), 5_000_000))
    await until(() => events.some((e) => e.kind === 'mempool'), 'the peg-in')
    mineNext(sim, rng, Math.max(later(), sim.chain.tip.time + 60))
    await until(() => events.some((e) => e.kind === 'confirmed'), 'its confirmation')
    const confirmed = events.find((e) => e.kind === 'confirmed')
    expect(confirmed && 'transactions' in confirmed && confirmed.transactions[0]).toMatchObject({
      txid: pegin.txid,
      status: { confirmed: true },
    })
    stop()
    expect(warnings).toEqual([])
  })
})
