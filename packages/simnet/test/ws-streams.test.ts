import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scriptAddress } from '../src/bitcoin/script.js'
import type { SimChain } from '../src/chain/history.js'
import { poolScript } from '../src/chain/miner.js'
import { pools } from '../src/chain/pools.js'
import { replaceInMempool } from '../src/chain/replace.js'
import { txJson } from '../src/esplora/format.js'
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
  until,
} from './ws-helpers.js'

/** A transaction as the websocket pushes it: the REST answer and mempool's extras (vsize, fee rates...). */
const pushed = (record: Parameters<typeof txJson>[0]) =>
  expect.objectContaining({
    ...txJson(record),
    vsize: record.vsize,
    feePerVsize: expect.any(Number),
    effectiveFeePerVsize: expect.any(Number),
  })

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

const updated = (client: TestClient, from = client.frames.length) =>
  client.next('mempool-blocks', from)

/** Sends `frame` with a ping and waits for the pong: every command of it has been applied. */
async function settle(client: TestClient, frame: object = {}): Promise<Frame> {
  const mark = client.frames.length
  client.send({ ...frame, action: 'ping' })
  return client.next('pong', mark)
}

/** What a client got after `mark`, with the pongs left out. */
const pushedSince = (client: TestClient, mark: number) =>
  client.since(mark).filter((f) => !('pong' in f))

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

beforeAll(async () => {
  service = await startService()
  sim = await service.sim('regtest')
})

afterAll(async () => {
  for (const client of clients) client.close()
  await service.close()
})

describe('track-scriptpubkeys', () => {
  it('pushes multi-scriptpubkey-transactions keyed by script hex, spends and payments alike', async () => {
    const client = await connect()
    const tooMany = Array.from({ length: 11 }, () => hex(freshAddress(sim).script))
    const refused = await settle(client, { 'track-scriptpubkeys': tooMany })
    expect(refused['track-scriptpubkeys-error']).toBe(
      'too many scriptpubkeys requested, this connection supports tracking a maximum of 10 scriptpubkeys',
    )
    const target = freshAddress(sim)
    const spk = hex(target.script)
    await settle(client, { 'track-scriptpubkeys': [spk.toUpperCase(), 'not hex'] })
    const paid = pay(sim, 4, { to: target.script })
    const frame = await client.next('multi-scriptpubkey-transactions')
    expect(frame['multi-scriptpubkey-transactions']).toEqual({
      [spk]: { mempool: [pushed(paid)], confirmed: [], removed: [] },
    })
    expect(frame['multi-address-transactions']).toBeUndefined()

    // Spending the tracked script's output files the spend under it too, then the block confirms both.
    const spend = pay(sim, 6, { from: coinOf(paid, 0) })
    let mark = client.frames.length
    const spent = await client.next('multi-scriptpubkey-transactions', mark)
    expect(spent['multi-scriptpubkey-transactions']).toEqual({
      [spk]: {
        mempool: [expect.objectContaining({ txid: spend.txid })],
        confirmed: [],
        removed: [],
      },
    })
    mark = client.frames.length
    mine(sim)
    const mined = await client.next('multi-scriptpubkey-transactions', mark)
    const events = mined['multi-scriptpubkey-transactions'] as Record<string, Frame>
    const confirmed = (events[spk]?.confirmed ?? []) as { txid: string }[]
    expect(confirmed.map((t) => t.txid).sort()).toEqual([paid.txid, spend.txid].sort())

    await settle(client, { 'track-scriptpubkeys': [] })
    mark = client.frames.length
    const watch = await watcher()
    pay(sim, 4, { to: target.script })
    await updated(watch)
    await settle(client)
    expect(pushedSince(client, mark)).toEqual([])
  })
})

describe('track-mempool-txids and track-mempool', () => {
  it('push every update as a delta with the projected blocks’ sequence, until false', async () => {
    const client = await connect()
    const reply = await settle(client, {
      'track-mempool-txids': true,
      'track-mempool': true,
      'track-mempool-block': 0,
    })
    // Nothing at once: the deltas start with the next update.
    expect(reply['mempool-txids']).toBeUndefined()
    const first = pay(sim, 5)
    let frame = await client.next('mempool-txids', client.frames.length)
    const sequence = (frame['projected-block-transactions'] as { sequence: number }).sequence
    expect(frame['mempool-txids']).toEqual({
      sequence,
      added: [first.txid],
      removed: [],
      mined: [],
      replaced: [],
    })
    expect(frame['mempool-transactions']).toEqual({
      sequence,
      added: [pushed(first)],
      removed: [],
      mined: [],
      replaced: [],
    })

    const coin = takeCoin(sim, 300_000)
    const original = pay(sim, 2, { from: coin })
    frame = await client.next('mempool-txids', client.frames.length)
    expect(frame['mempool-txids']).toMatchObject({ sequence: sequence + 1, added: [original.txid] })
    const replaced = replaceInMempool(sim, [original.txid], () => pay(sim, 20, { from: coin }))
    if (!replaced) throw new Error('not replaced')
    const by = replaced.record
    frame = await client.next('mempool-txids', client.frames.length)
    expect(frame['mempool-txids']).toEqual({
      sequence: sequence + 2,
      added: [by.txid],
      removed: [original.txid],
      mined: [],
      replaced: [{ replaced: original.txid, by: by.txid }],
    })
    expect(frame['mempool-transactions']).toMatchObject({
      added: [{ txid: by.txid }],
      removed: [original.txid],
      replaced: [{ replaced: original.txid, by: pushed(by) }],
    })

    const { block } = mine(sim)
    frame = await client.next('mempool-txids', client.frames.length)
    expect(frame['mempool-txids']).toEqual({
      sequence: sequence + 3,
      added: [],
      removed: [],
      mined: block.txids,
      replaced: [],
    })
    expect((frame['projected-block-transactions'] as { sequence: number }).sequence).toBe(
      sequence + 3,
    )

    await settle(client, { 'track-mempool-txids': false, 'track-mempool': false })
    const mark = client.frames.length
    pay(sim, 5)
    await client.next('projected-block-transactions', mark)
    expect(
      client.since(mark).some((f) => 'mempool-txids' in f || 'mempool-transactions' in f),
    ).toBe(false)
  })
})

describe('track-accelerations and track-donation', () => {
  it('answer an empty acceleration list, then never push; a donation is accepted and never confirmed', async () => {
    const client = await connect()
    const reply = await settle(client, {
      'track-accelerations': true,
      'track-donation': 'abcdefghijklmnopqrstuv',
    })
    expect(reply).toEqual({ accelerations: { accelerations: [] }, pong: true })
    const mark = client.frames.length
    const watch = await watcher()
    pay(sim, 5)
    await updated(watch)
    const watchMark = watch.frames.length
    mine(sim)
    await updated(watch, watchMark)
    await settle(client)
    expect(pushedSince(client, mark)).toEqual([])
    expect(await settle(client, { 'track-accelerations': false })).toEqual({ pong: true })
  })
})

describe('track-wallet', () => {
  it('pushes the configured wallet’s transactions of each new block, {} for an unknown one', async () => {
    const wallet = await connect()
    const unknown = await connect()
    expect(await settle(wallet, { 'track-wallet': 'simnet-pools' })).toEqual({ pong: true })
    await settle(unknown, { 'track-wallet': 'no-such-wallet' })
    const payout = scriptAddress(
      poolScript(pools[0] as (typeof pools)[number], 'regtest'),
      sim.chain.params,
    )
    const { block, coinbase } = mine(sim)
    const frame = await wallet.next('wallet-transactions')
    const txs = frame['wallet-transactions'] as ReturnType<typeof txJson>[]
    expect(txs[0]).toEqual(pushed(sim.chain.txs.get(coinbase.txid) ?? coinbase))
    expect(txs[0]?.status).toMatchObject({ confirmed: true, block_hash: block.hash })
    expect(txs[0]?.vout[0]?.scriptpubkey_address).toBe(payout)
    // Only the block's transactions that touch the wallet: here the coinbase.
    expect(txs.map((t) => t.txid)).toEqual([coinbase.txid])
    expect((await unknown.next('wallet-transactions'))['wallet-transactions']).toEqual({})

    await settle(wallet, { 'track-wallet': 'stop' })
    const mark = wallet.frames.length
    const unknownMark = unknown.frames.length
    mine(sim)
    await unknown.next('wallet-transactions', unknownMark)
    await settle(wallet)
    expect(pushedSince(wallet, mark)).toEqual([])
  })
})

describe('track-stratum', () => {
  it('answers every pool’s job now, then pushes each new job as its own frame', async () => {
    const all = await connect()
    const one = await connect()
    const reply = await settle(all, { 'track-stratum': 'all' })
    const jobs = reply.stratumJobs as Record<
      string,
      { pool: number; height: number; prevHash: string }
    >
    const mining = pools.filter((p) => p.id !== 0)
    expect(Object.keys(jobs).sort()).toEqual(mining.map((p) => String(p.id)).sort())
    const tip = sim.chain.tip
    for (const [id, job] of Object.entries(jobs)) {
      expect(job).toMatchObject({ pool: Number(id), height: tip.height + 1, extraNonce2Size: 4 })
      expect(job.prevHash.match(/.{8}/g)?.reverse().join('')).toBe(tip.hash)
    }
    const foundry = pools[0]?.id
    const oneReply = await settle(one, { 'track-stratum': foundry })
    expect(Object.keys(oneReply.stratumJobs as object)).toHaveLength(mining.length)

    let mark = all.frames.length
    const oneMark = one.frames.length
    const { block } = mine(sim)
    await until(
      () => all.since(mark).filter((f) => 'stratumJob' in f).length === mining.length,
      'a job per pool',
    )
    const pushed = all.since(mark).filter((f) => 'stratumJob' in f)
    for (const frame of pushed) {
      expect(Object.keys(frame)).toEqual(['stratumJob'])
      expect(frame.stratumJob).toMatchObject({ height: block.height + 1, cleanJobs: true })
    }
    const onlyOne = await one.next('stratumJob', oneMark)
    expect(onlyOne.stratumJob).toMatchObject({ pool: foundry, height: block.height + 1 })
    await settle(one)
    expect(one.since(oneMark).filter((f) => 'stratumJob' in f)).toHaveLength(1)

    await settle(all, { 'track-stratum': false })
    mark = all.frames.length
    const watch = await watcher()
    mine(sim)
    await updated(watch)
    await settle(all)
    expect(pushedSince(all, mark)).toEqual([])
  })
})
