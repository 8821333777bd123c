import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outputScript } from '../src/bitcoin/script.js'
import { figures, fromHashHex, Transaction } from '../src/bitcoin/tx.js'
import type { SimChain } from '../src/chain/history.js'
import { cpfpInfo } from '../src/chain/mempool-cpfp.js'
import { evictFromMempool } from '../src/chain/mempool-graph.js'
import { projectMempool } from '../src/chain/projection.js'
import { replaceInMempool } from '../src/chain/replace.js'
import { txFlags } from '../src/server/ws-compress.js'
import {
  coinOf,
  type Frame,
  freshAddress,
  mine,
  pay,
  startService,
  TestClient,
  type TestService,
  takeCoin,
} from './ws-helpers.js'

let service: TestService
let sim: SimChain
const clients: TestClient[] = []

async function connect(): Promise<TestClient> {
  const client = await TestClient.open(service.url('/regtest'))
  clients.push(client)
  return client
}

/** A client that sees every update (mempool-blocks comes with each), to wait for one. */
async function watcher(): Promise<TestClient> {
  const client = await connect()
  client.send({ action: 'want', data: ['mempool-blocks'] })
  await client.next('mempool-blocks')
  return client
}

/** Waits for the update that follows `from` on a watcher. */
const updated = (client: TestClient, from = client.frames.length) =>
  client.next('mempool-blocks', from)

beforeAll(async () => {
  service = await startService()
  sim = await service.sim('regtest')
})

afterAll(async () => {
  for (const client of clients) client.close()
  await service.close()
})

describe('track-tx', () => {
  it('sends the position, then utxoSpent, then txConfirmed with the block', async () => {
    const watch = await watcher()
    const parent = pay(sim, 30)
    await updated(watch)
    const client = await connect()
    client.send({
      action: 'want',
      data: ['blocks'],
      'track-tx': parent.txid,
      'watch-mempool': true,
    })
    const first = await client.next('txPosition')
    const position = projectMempool(sim.chain).positionOf(parent.txid)
    expect(first.txPosition).toEqual({ txid: parent.txid, position })
    expect(first.tx).toMatchObject({ txid: parent.txid, status: { confirmed: false } })
    expect(first.blocks).toHaveLength(8)

    let mark = client.frames.length
    const child = pay(sim, 8, { from: coinOf(parent, 1) })
    const spent = await client.next('utxoSpent', mark)
    expect(spent.utxoSpent).toEqual({ 1: { vin: 0, txid: child.txid } })
    expect(spent.txPosition).toMatchObject({ txid: parent.txid, position: { block: 0 } })

    mark = client.frames.length
    const { block } = mine(sim)
    const confirmed = await client.next('txConfirmed', mark)
    expect(confirmed.txConfirmed).toBe(parent.txid)
    expect((confirmed.block as { id: string }).id).toBe(block.hash)
    expect(confirmed.txPosition).toBeUndefined()
  })

  it('pushes the transaction when it appears, for a client watching the mempool', async () => {
    const watch = await watcher()
    const coin = takeCoin(sim, 100_000)
    const tx = new Transaction()
    tx.version = 2
    tx.ins.push({
      hash: fromHashHex(coin.txid),
      index: coin.vout,
      script: new Uint8Array(0),
      sequence: 0xfffffffd,
      witness: [new Uint8Array(72), new Uint8Array(33)],
    })
    tx.outs.push({
      script: outputScript.p2wpkh(sim.rng.bytes(20)),
      value: BigInt(coin.value - 5_000),
    })
    const { txid } = figures(tx)
    const client = await connect()
    client.send({ 'track-tx': txid, 'watch-mempool': true, action: 'ping' })
    const pong = await client.next('pong')
    expect(pong).toEqual({ pong: true })
    const mark = watch.frames.length
    sim.chain.addTransaction(tx, sim.chain.tip.time + 30)
    const appeared = await client.next('tx')
    await updated(watch, mark)
    expect(appeared.tx).toMatchObject({ txid, fee: 5_000, status: { confirmed: false } })
    expect(appeared.txPosition).toMatchObject({ txid })
  })

  it('stops on an invalid txid', async () => {
    const watch = await watcher()
    const record = pay(sim, 3)
    await updated(watch)
    const client = await connect()
    client.send({ 'track-tx': record.txid })
    await client.next('txPosition')
    client.send({ 'track-tx': 'stop', action: 'ping' })
    await client.next('pong')
    const mark = client.frames.length
    const watchMark = watch.frames.length
    mine(sim)
    await updated(watch, watchMark)
    client.send({ action: 'ping' })
    await client.next('pong', mark)
    expect(client.since(mark)).toEqual([{ pong: true }])
  })

  it('tells a replacement: rbfTransaction to the tracker, txReplaced to a later one, the trees to track-rbf', async () => {
    const watch = await watcher()
    const coin = takeCoin(sim, 300_000)
    const { script, address } = freshAddress(sim)
    const original = pay(sim, 2, { from: coin, to: script })
    await updated(watch)
    const tracker = await connect()
    tracker.send({
      'track-tx': original.txid,
      'track-address': address.toUpperCase(),
      'track-rbf': 'all',
      'track-rbf-summary': true,
    })
    await tracker.next('txPosition')
    const mark = tracker.frames.length
    const replaced = replaceInMempool(sim, [original.txid], () => pay(sim, 12, { from: coin }))
    if (!replaced) throw new Error('not replaced')
    const by = replaced.record.txid
    const frame = await tracker.next('rbfTransaction', mark)
    expect(frame.rbfTransaction).toEqual({ txid: by })
    expect(frame.txPosition).toBeUndefined()
    const removed = frame['address-removed-transactions'] as { txid: string }[]
    expect(removed.map((t) => t.txid)).toEqual([original.txid])
    const [tree] = frame.rbfLatest as {
      tx: { txid: string }
      replaces: { tx: { txid: string } }[]
    }[]
    expect(tree?.tx.txid).toBe(by)
    expect(tree?.replaces.map((r) => r.tx.txid)).toEqual([original.txid])
    expect(frame.rbfLatestSummary).toEqual([
      expect.objectContaining({ txid: by, oldFee: original.fee, newFee: replaced.record.fee }),
    ])

    const later = await connect()
    later.send({ 'track-tx': original.txid, 'watch-mempool': true, action: 'init' })
    const answer = await later.next('txReplaced')
    expect(answer).toEqual({ txReplaced: { txid: by } })
    expect((later.frames[0] as Frame).rbfSummary).toEqual(frame.rbfLatestSummary)
  })
})

describe('track-txs', () => {
  it('answers for the known ones, then pushes positions and confirmations', async () => {
    const watch = await watcher()
    const pending = pay(sim, 5)
    await updated(watch)
    const confirmedTxid = sim.chain.tip.txids[0] as string
    const client = await connect()
    client.send({ 'track-txs': [pending.txid, confirmedTxid, '00'.repeat(32), 'nonsense'] })
    const first = await client.next('tracked-txs')
    // mempool's answer starts every txid at confirmed: true, unknown ones included.
    expect(first['tracked-txs']).toEqual({
      [pending.txid]: {
        confirmed: false,
        position: projectMempool(sim.chain).positionOf(pending.txid),
      },
      [confirmedTxid]: { confirmed: true },
      ['00'.repeat(32)]: { confirmed: true },
    })
    const mark = client.frames.length
    mine(sim)
    const pushed = await client.next('tracked-txs', mark)
    expect(pushed['tracked-txs']).toEqual({ [pending.txid]: { confirmed: true } })
  })
})

describe('cpfp', () => {
  it('comes with txPosition and tracked-txs when the CPFP figures change, as /v1/cpfp computes them', async () => {
    const watch = await watcher()
    const parent = pay(sim, 2)
    await updated(watch)
    const client = await connect()
    client.send({ 'track-tx': parent.txid, 'track-txs': [parent.txid, parent.txid] })
    const first = await client.next('txPosition')
    // As mempool's answer to the command: the position alone (clients read /v1/cpfp when they start).
    expect(first.txPosition).toEqual({
      txid: parent.txid,
      position: projectMempool(sim.chain).positionOf(parent.txid),
    })
    const figures = () => {
      const { ancestors, descendants, effectiveFeePerVsize, sigops, adjustedVsize } = cpfpInfo(
        sim.chain,
        parent.txid,
      )
      return {
        ancestors,
        bestDescendant: null,
        descendants,
        effectiveFeePerVsize,
        sigops,
        adjustedVsize,
      }
    }
    const tracked = (frame: Frame) => (frame['tracked-txs'] as Record<string, Frame>)[parent.txid]

    // A lone transaction: positions only.
    let mark = client.frames.length
    pay(sim, 5)
    let frame = await client.next('txPosition', mark)
    expect(frame.txPosition).not.toHaveProperty('cpfp')
    expect(tracked(frame)).not.toHaveProperty('cpfp')

    mark = client.frames.length
    const child = pay(sim, 60, { from: coinOf(parent, 1) })
    frame = await client.next('utxoSpent', mark)
    const withChild = figures()
    expect(withChild.descendants).toEqual([
      { txid: child.txid, fee: child.fee, weight: child.weight },
    ])
    expect(withChild.effectiveFeePerVsize).toBeGreaterThan(parent.fee / parent.vsize)
    expect(frame.txPosition).toEqual({
      txid: parent.txid,
      position: projectMempool(sim.chain).positionOf(parent.txid),
      cpfp: { ...withChild, acceleration: false },
    })
    expect(tracked(frame)).toEqual({
      position: projectMempool(sim.chain).positionOf(parent.txid),
      cpfp: withChild,
      utxoSpent: { 1: { vin: 0, txid: child.txid } },
    })

    // Unchanged figures are not sent again.
    mark = client.frames.length
    pay(sim, 7)
    frame = await client.next('txPosition', mark)
    expect(frame.txPosition).not.toHaveProperty('cpfp')
    expect(tracked(frame)).not.toHaveProperty('cpfp')

    // The child leaves: the figures of a lone transaction again, once.
    evictFromMempool(sim.chain, child.txid)
    mark = client.frames.length
    pay(sim, 4)
    frame = await client.next('txPosition', mark)
    const alone = figures()
    expect(alone).toMatchObject({ descendants: [], ancestors: [] })
    expect(alone.effectiveFeePerVsize).toBeCloseTo(parent.fee / (parent.weight / 4), 9)
    expect((frame.txPosition as Frame).cpfp).toEqual({ ...alone, acceleration: false })
    expect(tracked(frame)?.cpfp).toEqual(alone)
  })
})

describe('track-address', () => {
  it('pushes new, confirmed and no longer tracked transactions of one address (bech32 in any case)', async () => {
    const watch = await watcher()
    const { script, address } = freshAddress(sim)
    const client = await connect()
    client.send({ 'track-address': address.toUpperCase(), action: 'ping' })
    await client.next('pong')
    const record = pay(sim, 4, { to: script })
    const added = await client.next('address-transactions')
    expect(added['address-transactions']).toEqual([
      expect.objectContaining({ txid: record.txid, status: { confirmed: false } }),
    ])
    const { block } = mine(sim)
    const confirmed = await client.next('block-transactions')
    expect(confirmed['block-transactions']).toEqual([
      expect.objectContaining({
        txid: record.txid,
        status: {
          confirmed: true,
          block_height: block.height,
          block_hash: block.hash,
          block_time: block.time,
        },
      }),
    ])
    client.send({ 'track-address': 'not-an-address' })
    const mark = client.frames.length
    const watchMark = watch.frames.length
    pay(sim, 4, { to: script })
    await updated(watch, watchMark)
    client.send({ action: 'ping' })
    await client.next('pong', mark)
    expect(client.since(mark)).toEqual([{ pong: true }])
  })

  it('reports a transaction that left the mempool without a replacement', async () => {
    const watch = await watcher()
    const { script, address } = freshAddress(sim)
    const record = pay(sim, 4, { to: script })
    await updated(watch)
    const client = await connect()
    client.send({ 'track-address': address, action: 'want', data: ['stats'] })
    await client.next('mempoolInfo')
    const mark = client.frames.length
    // Evicted behind the hub's back: no event announces it, the counts do not add up.
    evictFromMempool(sim.chain, record.txid)
    pay(sim, 4)
    const frame = await client.next('address-removed-transactions', mark)
    expect(frame['address-removed-transactions']).toEqual([
      expect.objectContaining({ txid: record.txid }),
    ])
    expect((frame.mempoolInfo as { size: number }).size).toBe(sim.chain.mempool.size)
  })

  it('pushes multi-address-transactions keyed by address, and refuses more than the limit', async () => {
    const client = await connect()
    const one = freshAddress(sim)
    const two = freshAddress(sim)
    const eleven = Array.from({ length: 11 }, () => freshAddress(sim).address)
    client.send({ 'track-addresses': eleven })
    const refused = await client.next('track-addresses-error')
    expect(refused['track-addresses-error']).toMatch(/maximum of 10 addresses/)
    client.send({ 'track-addresses': [one.address.toUpperCase(), two.address, 'bogus'] })
    const record = pay(sim, 6, { to: one.script })
    const frame = await client.next('multi-address-transactions')
    expect(frame['multi-address-transactions']).toEqual({
      [one.address]: {
        mempool: [expect.objectContaining({ txid: record.txid })],
        confirmed: [],
        removed: [],
      },
    })
  })
})

/** Applies projected-block-transactions messages the way the client folds them. */
function fold(messages: Frame[]): { sequences: number[]; txs: Map<string, unknown[]> } {
  const txs = new Map<string, unknown[]>()
  const sequences: number[] = []
  for (const frame of messages) {
    const message = frame['projected-block-transactions'] as {
      sequence: number
      blockTransactions?: unknown[][]
      delta?: { added: unknown[][]; removed: string[]; changed: unknown[][] }
    }
    sequences.push(message.sequence)
    if (message.blockTransactions) {
      txs.clear()
      for (const tx of message.blockTransactions) txs.set(tx[0] as string, tx)
    } else if (message.delta) {
      for (const txid of message.delta.removed) txs.delete(txid)
      for (const tx of message.delta.added) txs.set(tx[0] as string, tx)
      for (const [txid, rate, flags] of message.delta.changed) {
        const tx = txs.get(txid as string)
        if (tx) txs.set(txid as string, [tx[0], tx[1], tx[2], tx[3], rate, flags, tx[6]])
      }
    }
  }
  return { sequences, txs }
}

describe('track-mempool-block', () => {
  it('sends the block in full, then deltas with consecutive sequences, folding to the projection', async () => {
    const own = await startService()
    try {
      const chain = await own.sim('regtest')
      const client = await TestClient.open(own.url('/regtest'))
      client.send({ 'track-mempool-block': 0 })
      const projected = () => client.frames.filter((f) => 'projected-block-transactions' in f)
      const snapshot = await client.next('projected-block-transactions')
      expect(snapshot['projected-block-transactions']).toMatchObject({
        index: 0,
        blockTransactions: [],
      })

      const parents = [pay(chain, 2), pay(chain, 3), pay(chain, 4), pay(chain, 5)]
      await client.next('projected-block-transactions', client.frames.length)
      // Four new of four: more than half changed, so the whole block again.
      expect(projected().at(-1)?.['projected-block-transactions']).toHaveProperty(
        'blockTransactions',
      )

      const stuck = parents[0] ?? parents[1]
      if (!stuck) throw new Error('no parent')
      const child = pay(chain, 60, { from: coinOf(stuck, 1) })
      await client.next('projected-block-transactions', client.frames.length)
      const delta = projected().at(-1)?.['projected-block-transactions'] as {
        delta: {
          added: unknown[][]
          removed: string[]
          changed: [string, number, number, number][]
        }
      }
      expect(delta.delta.added.map((tx) => tx[0])).toEqual([child.txid])
      expect(delta.delta.removed).toEqual([])
      const [change] = delta.delta.changed
      const { rateOf } = projectMempool(chain.chain)
      expect(change?.[0]).toBe(stuck.txid)
      expect(change?.[1]).toBe(Math.round((rateOf(stuck.txid) ?? 0) * 100) / 100)
      expect((change?.[2] ?? 0) & txFlags.cpfpParent).toBe(txFlags.cpfpParent)

      mine(chain)
      await client.next('projected-block-transactions', client.frames.length)
      const after = projected().at(-1)?.['projected-block-transactions'] as {
        delta: { removed: string[] }
      }
      expect(after.delta.removed.sort()).toEqual([...parents.map((p) => p.txid), child.txid].sort())

      const late = pay(chain, 9)
      await client.next('projected-block-transactions', client.frames.length)
      const { sequences, txs } = fold(projected())
      const first = sequences[0] ?? 0
      expect(sequences).toEqual(sequences.map((_, i) => first + i))
      const block = projectMempool(chain.chain).blocks[0]
      expect([...txs.keys()]).toEqual(block?.txs.map((r) => r.txid))
      expect([...txs.keys()]).toEqual([late.txid])

      client.send({ 'track-mempool-block': -1 })
      client.send({ action: 'ping' })
      await client.next('pong')
      const mark = client.frames.length
      pay(chain, 9)
      client.send({ 'track-mempool-block': 8, action: 'ping' })
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      expect(client.since(mark)).toEqual([{ pong: true }])
      client.close()
    } finally {
      await own.close()
    }
  })
})
