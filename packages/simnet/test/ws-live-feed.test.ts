import type {
  LiveFeed,
  ProjectedBlock,
  ServerMessage,
  TransactionsEvent,
} from '@outpoint/explorer-client/live'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SimChain } from '../src/chain/history.js'
import { projectMempool } from '../src/chain/projection.js'
import { recordingFeed } from './live-test-helpers.js'
import { freshAddress, mine, pay, startService, type TestService, until } from './ws-helpers.js'

let service: TestService
let sim: SimChain
let feed: LiveFeed
const warnings: string[] = []

beforeAll(async () => {
  service = await startService()
  sim = await service.sim('main')
  feed = recordingFeed(service.url(), warnings)
})

afterAll(async () => {
  feed.close()
  await service.close()
})

describe('the explorer client live feed against simnet', () => {
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
    expect(new Set(stats.map((m) => m.key))).toEqual(
      new Set(['mempoolInfo', 'vBytesPerSecond', 'fees', 'da', 'transactions']),
    )
    const { block } = mine(sim)
    await until(() => blocks.some((m) => m.key === 'block'), 'the new block')
    expect(blocks.find((m) => m.key === 'block')?.data).toMatchObject({
      id: block.hash,
      height: block.height,
    })
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
    const added = [pay(sim, 4), pay(sim, 5), pay(sim, 6)]
    await until(() => (events.at(-1)?.transactions.size ?? 0) === 3, 'three transactions')
    added.push(pay(sim, 7))
    await until(() => (events.at(-1)?.transactions.size ?? 0) === 4, 'the fourth')
    const sequences = events.map((e) => e.sequence)
    expect(sequences).toEqual(sequences.map((_, i) => (sequences[0] ?? 0) + i))
    const folded = events.at(-1)?.transactions
    const projected = projectMempool(sim.chain).blocks[0]?.txs.map((r) => r.txid)
    expect([...(folded?.keys() ?? [])].sort()).toEqual([...(projected ?? [])].sort())
    expect(folded?.get(added[3]?.txid ?? '')?.rate).toBe(7)
    stop()
  })

  it('follows a transaction to its confirmation and an address through it', async () => {
    const { script, address } = freshAddress(sim)
    const record = pay(sim, 9, { to: script })
    const txEvents: ServerMessage[] = []
    const addressEvents: TransactionsEvent[] = []
    const stopTx = feed.subscribe({ type: 'transaction', txid: record.txid }, (m) => {
      txEvents.push(m)
    })
    const stopAddress = feed.subscribe({ type: 'address', address: address.toUpperCase() }, (e) => {
      addressEvents.push(e)
    })
    await until(() => txEvents.some((m) => m.key === 'txPosition'), 'the position')
    expect(txEvents.find((m) => m.key === 'txPosition')?.data).toMatchObject({
      txid: record.txid,
      position: { block: 0 },
    })
    mine(sim)
    await until(() => txEvents.some((m) => m.key === 'txConfirmed'), 'the confirmation')
    await until(() => addressEvents.some((e) => e.kind === 'confirmed'), 'the address')
    const confirmed = addressEvents.find((e) => e.kind === 'confirmed')
    expect(confirmed && 'transactions' in confirmed && confirmed.transactions[0]?.txid).toBe(
      record.txid,
    )
    stopTx()
    stopAddress()
    expect(warnings).toEqual([])
  })
})
