import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { conforms, loadSamples, shapeOf } from '../../../explorer-client/conformance/harness.js'
import {
  broadcast,
  coinOf,
  confirmedCoin,
  fixture,
  keysOf,
  route,
  smallChain,
  spendHex,
} from '../../test/mempool-helpers.js'
import { createLive } from '../chain/live.js'
import { rawInputs } from '../chain/mempool-inputs.js'
import { projectMempool } from '../chain/projection.js'
import { rbfTrees } from '../chain/replacements.js'
import type { TxRecord } from '../chain/types.js'
import { statistics } from '../mining/statistics.js'
import { Simnet } from '../simnet.js'
import { createApp } from './app.js'

const sim = smallChain(11)
createLive(sim, { txRate: 1, blockInterval: 0, prefill: 600 }).prefill()

describe('fee routes', () => {
  it('GET /v1/fees/recommended: integers in priority order, as recorded', async () => {
    const { json } = await route(sim, 'GET', '/v1/fees/recommended')
    const recorded = fixture('frontend-cypress/mainnet_mempoolInfo.json') as { fees: object }
    expect(keysOf(json)).toEqual(keysOf(recorded.fees))
    const fees = json as Record<string, number>
    for (const value of Object.values(fees)) expect(Number.isInteger(value)).toBe(true)
    expect(fees.minimumFee).toBe(1)
    const order = [
      fees.fastestFee,
      fees.halfHourFee,
      fees.hourFee,
      fees.economyFee,
      fees.minimumFee,
    ]
    expect([...order].sort((x, y) => (y ?? 0) - (x ?? 0))).toEqual(order)
  })

  it('GET /v1/fees/precise: the same keys with up to 3 decimals', async () => {
    const { json } = await route(sim, 'GET', '/v1/fees/precise')
    expect(keysOf(json)).toEqual(keysOf((await route(sim, 'GET', '/v1/fees/recommended')).json))
    for (const value of Object.values(json as Record<string, number>)) {
      expect(Math.round(value * 1000) / 1000).toBe(value)
    }
  })

  it('GET /v1/fees/mempool-blocks: the projected blocks, shaped as recorded', async () => {
    const { json } = await route(sim, 'GET', '/v1/fees/mempool-blocks')
    const blocks = json as { nTx: number; feeRange: number[]; blockVSize: number }[]
    const recorded = fixture('backend-test-data/fee-mempool-blocks.json') as { lowfee: object[] }
    expect(blocks.length).toBeGreaterThan(0)
    for (const block of blocks) {
      expect(keysOf(block)).toEqual(keysOf(recorded.lowfee[0]))
      expect(block.feeRange).toHaveLength(7)
    }
    expect(blocks.reduce((n, b) => n + b.nTx, 0)).toBe(sim.chain.mempool.size)
  })

  it('GET /mempool: count, vsize, fees and an Electrum histogram, best rate first', async () => {
    const { json } = await route(sim, 'GET', '/mempool')
    const mempool = json as {
      count: number
      vsize: number
      total_fee: number
      fee_histogram: [number, number][]
    }
    expect(keysOf(mempool)).toEqual(['count', 'fee_histogram', 'total_fee', 'vsize'])
    const records = [...sim.chain.mempool.values()]
    expect(mempool.count).toBe(records.length)
    expect(mempool.vsize).toBe(records.reduce((n, r) => n + r.vsize, 0))
    expect(mempool.total_fee).toBe(records.reduce((n, r) => n + r.fee, 0))
    const rates = mempool.fee_histogram.map(([rate]) => rate)
    expect([...rates].sort((x, y) => y - x)).toEqual(rates)
    expect(mempool.fee_histogram.reduce((n, [, vsize]) => n + vsize, 0)).toBe(mempool.vsize)
    // Buckets close past 50,000 vB: all but the last hold more.
    for (const [, vsize] of mempool.fee_histogram.slice(0, -1))
      expect(vsize).toBeGreaterThan(50_000)
  })

  it('GET /fee-estimates: esplora targets, never dearer for a longer wait', async () => {
    const { json } = await route(sim, 'GET', '/fee-estimates')
    const estimates = json as Record<string, number>
    expect(Object.keys(estimates)).toHaveLength(28)
    const values = ['1', '2', '3', '6', '25', '144', '1008'].map((k) => estimates[k] ?? 0)
    expect([...values].sort((x, y) => y - x)).toEqual(values)
    expect(values.at(-1)).toBe(1)
  })
})

describe('transaction routes', () => {
  it('GET /v1/cpfp/:txid: ancestors, descendants and the package rate of a mempool transaction', async () => {
    const parent = await broadcast(sim, spendHex([confirmedCoin(sim)], { feeRate: 1, seed: 21 }))
    const parentRecord = sim.chain.txs.get(parent) as TxRecord
    const childHex = spendHex([coinOf(parentRecord, 1)], { feeRate: 60, seed: 22 })
    const child = await broadcast(sim, childHex)
    const childRecord = sim.chain.txs.get(child) as TxRecord
    const { json } = await route(sim, 'GET', `/v1/cpfp/${parent}`)
    const recorded = fixture('frontend-cypress/details_rbf/tx02_api_cpfp.json')
    expect(keysOf(json)).toEqual(keysOf(recorded))
    const rate =
      (parentRecord.fee + childRecord.fee) / ((parentRecord.weight + childRecord.weight) / 4)
    expect(json).toMatchObject({
      ancestors: [],
      bestDescendant: null,
      descendants: [{ txid: child, fee: childRecord.fee, weight: childRecord.weight }],
      fee: parentRecord.fee,
    })
    expect((json as { effectiveFeePerVsize: number }).effectiveFeePerVsize).toBeCloseTo(rate, 9)
    const ofChild = (await route(sim, 'GET', `/v1/cpfp/${child}`)).json
    expect(ofChild).toMatchObject({ ancestors: [{ txid: parent }], descendants: [] })
    expect(projectMempool(sim.chain).rateOf(child)).toBeCloseTo(rate, 9)
  })

  it('GET /v1/cpfp/:txid: a confirmed transaction with its relatives mined in the same block', async () => {
    const sameBlock = (a: TxRecord, txid: string) =>
      sim.chain.txs.get(txid)?.confirmation?.hash === a.confirmation?.hash
    const child = [...sim.chain.txs.values()].find(
      (r) => r.confirmation && !r.coinbase && rawInputs(r.raw).some((i) => sameBlock(r, i.txid)),
    ) as TxRecord
    const parents = rawInputs(child.raw).filter((i) => sameBlock(child, i.txid))
    const { json } = await route(sim, 'GET', `/v1/cpfp/${child.txid}`)
    const info = json as {
      ancestors: { txid: string }[]
      descendants: unknown[]
      effectiveFeePerVsize: number
    }
    expect(keysOf(info)).toEqual(['ancestors', 'descendants', 'effectiveFeePerVsize'])
    expect(info.ancestors.map((a) => a.txid)).toEqual(
      expect.arrayContaining(parents.map((p) => p.txid)),
    )
    expect(info.effectiveFeePerVsize).toBeGreaterThan(0)
  })

  it('GET /v1/cpfp/:txid: nothing for a lone or unknown transaction, 501 for a bad id', async () => {
    expect((await route(sim, 'GET', `/v1/cpfp/${'ab'.repeat(32)}`)).json).toEqual({ ancestors: [] })
    const lone = [...sim.chain.txs.values()].find(
      (r) =>
        r.confirmation &&
        !r.coinbase &&
        rawInputs(r.raw).every(
          (i) => sim.chain.txs.get(i.txid)?.confirmation?.hash !== r.confirmation?.hash,
        ) &&
        r.outputs.every((_, vout) => !sim.chain.spends.has(`${r.txid}:${vout}`)),
    )
    expect((await route(sim, 'GET', `/v1/cpfp/${lone?.txid}`)).json).toEqual({ ancestors: [] })
    expect(await route(sim, 'GET', '/v1/cpfp/xyz')).toEqual({
      status: 501,
      text: 'Invalid transaction ID',
    })
  })

  it('GET /v1/transaction-times: first-seen times, 0 when not in the mempool', async () => {
    const [first] = sim.chain.mempool.values()
    const confirmed = sim.chain.tip.txids[0]
    const { json } = await route(
      sim,
      'GET',
      `/v1/transaction-times?txId[]=${first?.txid}&txId[]=${confirmed}&txId[]=${'00'.repeat(32)}`,
    )
    expect(json).toEqual([first?.firstSeen, 0, 0])
  })

  it('GET /v1/transaction-times: refuses as mempool does, skipping what is not a txid', async () => {
    const [first] = sim.chain.mempool.values()
    const txid = first?.txid ?? ''
    // One plain txId is not a list: 400 "invalid txId format" (older mempool: 500 "Not an array").
    expect(await route(sim, 'GET', `/v1/transaction-times?txId=${txid}`)).toEqual({
      status: 400,
      text: 'invalid txId format',
    })
    expect(await route(sim, 'GET', '/v1/transaction-times')).toEqual({
      status: 400,
      text: 'invalid txId format',
    })
    const many = Array.from({ length: 101 }, () => `txId[]=${txid}`).join('&')
    expect(await route(sim, 'GET', `/v1/transaction-times?${many}`)).toEqual({
      status: 400,
      text: 'Too many txids requested',
    })
    const hundred = Array.from({ length: 100 }, () => `txId[]=${txid}`).join('&')
    expect((await route(sim, 'GET', `/v1/transaction-times?${hundred}`)).json).toHaveLength(100)
    // mempool keeps only 64-hex txids (and looks them up as given: an upper-case one is unknown).
    const { json } = await route(
      sim,
      'GET',
      `/v1/transaction-times?txId[]=nope&txId[]=${txid}&txId[]=${txid.toUpperCase()}`,
    )
    expect(json).toEqual([first?.firstSeen, 0])
  })

  it('GET /v1/replacements: the latest trees, whatever the query (mempool pages nothing)', async () => {
    const busy = smallChain(13)
    const run = createLive(busy, { txRate: 2, blockInterval: 0, prefill: 400 })
    run.prefill()
    run.advance(run.now + 600)
    const latest = (await route(busy, 'GET', '/v1/replacements')).json as { tx: { txid: string } }[]
    expect(latest.length).toBeGreaterThan(1)
    const after = latest[0]?.tx.txid
    expect((await route(busy, 'GET', `/v1/replacements?after=${after}`)).json).toEqual(latest)
  })

  it('GET /v1/tx/:txid/rbf: an ill-formed txid is 501 "Invalid transaction ID", an unknown one nulls', async () => {
    expect(await route(sim, 'GET', '/v1/tx/nope/rbf')).toEqual({
      status: 501,
      text: 'Invalid transaction ID',
    })
    expect((await route(sim, 'GET', `/v1/tx/${'00'.repeat(32)}/rbf`)).json).toEqual({
      replacements: null,
      replaces: null,
    })
  })
})

describe('the real shapes, over a live mempool (conformance/samples/mempool)', () => {
  // A live run with replacements and CPFP packages: the still chain of the generic conformance test
  // has an empty mempool, where most of these answers are empty.
  const busy = smallChain(12)
  const live = createLive(busy, { txRate: 2, blockInterval: 120, prefill: 1_500 })
  live.prefill()
  live.advance(live.now + 900)
  /** A mempool transaction with unconfirmed ancestors (a CPFP child), and a replaced one. */
  let related = ''
  let replaced = ''
  beforeAll(async () => {
    for (const txid of busy.chain.mempool.keys()) {
      const { json } = await route(busy, 'GET', `/v1/cpfp/${txid}`)
      if ((json as { ancestors: unknown[] }).ancestors.length > 0) related = txid
      if (related) break
    }
    replaced = rbfTrees(busy)[0]?.replaces[0]?.tx.txid ?? ''
  })
  const files = loadSamples().filter((file) => file.file.startsWith('mempool/') && file.simnet)

  it('has replacements and a mempool to ask about', () => {
    expect(rbfTrees(busy).length).toBeGreaterThan(0)
    expect(busy.chain.mempool.size).toBeGreaterThan(100)
    expect(related).not.toBe('')
    expect(replaced).not.toBe('')
    expect(files.length).toBeGreaterThan(5)
  })

  for (const file of files) {
    it(`${file.route} (${file.file})`, async () => {
      const path = (file.simnet as string)
        .replace('/api', '')
        .replace('{mempoolTxid}', related)
        .replace('{replacedTxid}', replaced)
      if (file.file === 'mempool/statistics.json') {
        // A mining route (not in this router): the rows of a recorded and of an averaged interval.
        for (const interval of ['2h', '1w'] as const) {
          const rows = JSON.parse(JSON.stringify(statistics(busy.chain, live.now, interval)))
          expect(conforms(rows, shapeOf(file)), interval).toEqual([])
        }
        return
      }
      const { status, json } = await route(busy, 'GET', path)
      expect(status, path).toBe(200)
      expect(conforms(json, shapeOf(file)), path).toEqual([])
    })
  }
})

describe('over HTTP', () => {
  it('serves the fee routes and refuses a bad broadcast with a plain-text 400', async () => {
    const simnet = new Simnet({ live: false })
    const server = createApp(simnet)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/regtest/api`
    try {
      const fees = await fetch(`${base}/v1/fees/recommended`)
      expect(fees.status).toBe(200)
      expect(keysOf(await fees.json())).toEqual([
        'economyFee',
        'fastestFee',
        'halfHourFee',
        'hourFee',
        'minimumFee',
      ])
      const refused = await fetch(`${base}/tx`, { method: 'POST', body: 'not a transaction' })
      expect(refused.status).toBe(400)
      expect(refused.headers.get('content-type')).toBe('text/plain')
      expect(await refused.text()).toBe(
        'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed. Make sure the tx has at least one input."}',
      )
    } finally {
      simnet.stop()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
