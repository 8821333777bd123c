import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { confirmedCoin, smallChain, spendHex } from '../../test/mempool-helpers.js'
import { addressScript } from '../bitcoin/script.js'
import { Transaction } from '../bitcoin/tx.js'
import type { SimChain } from '../chain/history.js'
import type { TxRecord } from '../chain/types.js'
import { bitcoinRoutes } from './bitcoin-routes.js'
import { HttpError, Router } from './router.js'

// The Esplora routes where electrs (mempool/electrs src/rest.rs) answers in ways our notes had wrong:
// unknown ids, a block's transactions, and the routes of issue 13 section 3. See
// explorer-client/conformance/esplora.md.
const sim = smallChain(21)
const router = bitcoinRoutes(new Router<SimChain>())
const unknown = 'ab'.repeat(32)

async function call(path: string, method: 'GET' | 'POST' = 'GET', body = '') {
  const url = new URL(path, 'http://simnet')
  const found = router.match(method, url.pathname)
  if (!found) throw new Error(`no route for ${method} ${url.pathname}`)
  try {
    const reply = await found.handler({
      state: sim,
      params: found.params,
      query: url.searchParams,
      body,
    })
    if ('json' in reply) return { status: 200, json: JSON.parse(JSON.stringify(reply.json)) }
    return { status: 200, text: 'text' in reply ? reply.text : '' }
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, text: error.message }
    throw error
  }
}
const json = async (path: string) => (await call(path)).json

/** A confirmed, non-coinbase transaction of the chain, and an address it pays. */
const paying = [...sim.chain.txs.values()].find(
  (r) => r.confirmation && !r.coinbase && r.outputs.some((o) => o.address),
) as TxRecord
const address = paying.outputs.find((o) => o.address)?.address as string

describe('unknown ids answer as electrs does, not 404', () => {
  it('a transaction status is unconfirmed', async () => {
    expect(await call(`/tx/${unknown}/status`)).toEqual({
      status: 200,
      json: { confirmed: false },
    })
  })

  it('an outspend of an unknown transaction, or past the last output, is unspent', async () => {
    expect(await json(`/tx/${unknown}/outspend/0`)).toEqual({ spent: false })
    const past = paying.outputs.length + 3
    expect(await json(`/tx/${paying.txid}/outspend/${past}`)).toEqual({ spent: false })
  })

  it('a block status is off the best chain', async () => {
    expect(await json(`/block/${unknown}/status`)).toEqual({ in_best_chain: false })
  })

  it('outspends of an unknown transaction is a 404, and an empty list in a batch', async () => {
    expect((await call(`/tx/${unknown}/outspends`)).status).toBe(404)
    const batch = (await json(`/txs/outspends?txids=${unknown},${paying.txid}`)) as unknown[][]
    expect(batch[0]).toEqual([])
    expect(batch[1]).toHaveLength(paying.outputs.length)
    expect(await call('/txs/outspends')).toEqual({ status: 400, text: 'No txids specified' })
    const many = Array.from({ length: 51 }, () => paying.txid).join(',')
    expect(await call(`/txs/outspends?txids=${many}`)).toEqual({
      status: 400,
      text: 'Too many txids requested',
    })
  })

  it('a cursor that is no txid is no cursor, as electrs parses it (mempool.js sends "undefined")', async () => {
    for (const path of ['/txs/chain', '/txs/summary']) {
      expect(await json(`/address/${address}${path}/undefined`)).toEqual(
        await json(`/address/${address}${path}`),
      )
    }
    expect(await json(`/address/${address}/txs?after_txid=undefined`)).toEqual(
      await json(`/address/${address}/txs`),
    )
  })

  it('a chain page after an unknown transaction is empty', async () => {
    expect(await call(`/address/${address}/txs/chain/${unknown}`)).toEqual({
      status: 200,
      json: [],
    })
  })
})

describe('numbers in the path', () => {
  it('refuse what is not one as electrs does: 400 "Invalid number"', async () => {
    const tip = sim.chain.tip
    for (const path of [
      '/block-height/undefined',
      `/block/${tip.hash}/txid/undefined`,
      `/tx/${paying.txid}/outspend/x`,
    ]) {
      expect(await call(path)).toEqual({ status: 400, text: 'Invalid number' })
    }
  })
})

describe('block status and transactions', () => {
  it('leaves next_best out at the tip, and gives it below', async () => {
    const tip = sim.chain.tip
    expect(await json(`/block/${tip.hash}/status`)).toEqual({
      in_best_chain: true,
      height: tip.height,
    })
    const below = sim.chain.blockAt(tip.height - 1)
    expect(await json(`/block/${below?.hash}/status`)).toEqual({
      in_best_chain: true,
      height: tip.height - 1,
      next_best: tip.hash,
    })
  })

  it('reads a start index that is not a number as 0, as electrs does (mempool.js sends "undefined")', async () => {
    const block = sim.chain.blockAt(paying.confirmation?.height as number)
    expect(await json(`/block/${block?.hash}/txs/undefined`)).toEqual(
      await json(`/block/${block?.hash}/txs`),
    )
  })

  it("gives every transaction of a block's page the block's status", async () => {
    const block = sim.chain.blockAt(paying.confirmation?.height as number)
    const page = (await json(`/block/${block?.hash}/txs`)) as { status: unknown }[]
    expect(page.length).toBeGreaterThan(0)
    for (const tx of page) {
      expect(tx.status).toEqual({
        confirmed: true,
        block_height: block?.height,
        block_hash: block?.hash,
        block_time: paying.confirmation?.time,
      })
    }
  })
})

describe('/address/:a/txs/summary and the scripthash routes', () => {
  const scripthash = createHash('sha256')
    .update(addressScript(address, sim.chain.params))
    .digest('hex')

  it("sums to the address's confirmed balance, newest first", async () => {
    const summary = (await json(`/address/${address}/txs/summary`)) as {
      value: number
      height: number
    }[]
    const info = (await json(`/address/${address}`)) as {
      chain_stats: { funded_txo_sum: number; spent_txo_sum: number; tx_count: number }
    }
    expect(summary).toHaveLength(info.chain_stats.tx_count)
    expect(summary.reduce((n, item) => n + item.value, 0)).toBe(
      info.chain_stats.funded_txo_sum - info.chain_stats.spent_txo_sum,
    )
    const heights = summary.map((item) => item.height)
    expect(heights).toEqual([...heights].sort((a, b) => b - a))
  })

  it('answers the same for the script by its hash, under a scripthash key', async () => {
    const byAddress = (await json(`/address/${address}`)) as Record<string, unknown>
    const byScript = (await json(`/scripthash/${scripthash}`)) as Record<string, unknown>
    expect(byScript).toEqual({
      scripthash,
      chain_stats: byAddress.chain_stats,
      mempool_stats: byAddress.mempool_stats,
    })
    for (const path of ['/txs', '/txs/chain', '/txs/summary', '/utxo']) {
      expect(await json(`/scripthash/${scripthash}${path}`)).toEqual(
        await json(`/address/${address}${path}`),
      )
    }
  })

  it('answers an unknown last_seen_txid of the summary with 422', async () => {
    expect(await call(`/address/${address}/txs/summary/${unknown}`)).toEqual({
      status: 422,
      text: 'after_txid not found',
    })
  })
})

describe('/v1/validate-address/:address', () => {
  it("answers bitcoind's validateaddress", async () => {
    expect(await json(`/v1/validate-address/${address}`)).toMatchObject({
      isvalid: true,
      address,
      scriptPubKey: Buffer.from(addressScript(address, sim.chain.params)).toString('hex'),
    })
    expect(await json('/v1/validate-address/notanaddress')).toMatchObject({ isvalid: false })
    expect((await call('/v1/validate-address/a!')).status).toBe(501)
  })
})

describe('POST /txs/test and /txs/package', () => {
  it('tests a transaction without putting it in the mempool', async () => {
    const hex = spendHex([confirmedCoin(sim)], { feeRate: 3, seed: 5 })
    const txid = Transaction.fromHex(hex).getId()
    const [result] = (await (
      await call('/txs/test', 'POST', JSON.stringify([hex]))
    ).json) as {
      txid: string
      allowed: boolean
      vsize: number
      fees: { base: number }
    }[]
    expect(result).toMatchObject({ txid, allowed: true })
    expect(result?.fees.base).toBeGreaterThan(0)
    expect(sim.chain.mempool.has(txid)).toBe(false)
  })

  it("refuses what electrs' pre-checks refuse, and reports a refused transaction", async () => {
    expect(await call('/txs/test', 'POST', JSON.stringify(['00'.repeat(30)]))).toEqual({
      status: 400,
      text: 'Invalid transaction size for item 0',
    })
    const many = Array.from({ length: 26 }, () => '00'.repeat(100))
    expect((await call('/txs/test', 'POST', JSON.stringify(many))).text).toBe(
      'Exceeded maximum of 25 transactions',
    )
    const free = spendHex([confirmedCoin(sim)], { fee: 0, seed: 6 })
    const [refused] = (await (
      await call('/txs/test', 'POST', JSON.stringify([free]))
    ).json) as {
      allowed: boolean
      'reject-reason': string
    }[]
    expect(refused?.allowed).toBe(false)
    expect(refused?.['reject-reason']).toMatch(/^min relay fee not met/)
  })

  type Item = Record<string, unknown>
  const test = async (...hexes: string[]) =>
    (await (
      await call('/txs/test', 'POST', JSON.stringify(hexes))
    ).json) as Item[]

  it("words refusals as testmempoolaccept does: Core's bare reason, then its details", async () => {
    const free = spendHex([confirmedCoin(sim)], { fee: 0, seed: 11 })
    const [refused] = await test(free)
    expect(refused?.['reject-reason']).toBe('min relay fee not met')
    expect(refused?.['reject-details']).toMatch(/^min relay fee not met, 0 < \d+$/)
    const coin = confirmedCoin(sim)
    const ghost = spendHex([{ ...coin, txid: 'ab'.repeat(32) }], { feeRate: 3, seed: 12 })
    expect(await test(ghost)).toEqual([
      expect.objectContaining({ allowed: false, 'reject-reason': 'missing-inputs' }),
    ])
    expect((await test(ghost))[0]).not.toHaveProperty('reject-details')
  })

  it('stops a package at its first refused transaction and leaves the others unvalidated', async () => {
    const good = spendHex([confirmedCoin(sim)], { feeRate: 3, seed: 13 })
    const free = spendHex([confirmedCoin(sim)], { fee: 0, seed: 14 })
    const later = spendHex([confirmedCoin(sim)], { feeRate: 3, seed: 15 })
    const results = await test(good, free, later)
    const ids = (hex: string) => {
      const tx = Transaction.fromHex(hex)
      return { txid: tx.getId(), wtxid: Buffer.from(tx.getHash(true)).reverse().toString('hex') }
    }
    expect(results).toEqual([
      ids(good),
      expect.objectContaining({
        ...ids(free),
        allowed: false,
        'reject-reason': 'min relay fee not met',
      }),
      ids(later),
    ])
    const both = await test(good, later)
    expect(both.map((r) => r.allowed)).toEqual([true, true])
  })

  it("refuses an ill-formed package as a whole, each item carrying Core's package-error", async () => {
    const coin = confirmedCoin(sim)
    const a = spendHex([coin], { feeRate: 3, seed: 16 })
    const b = spendHex([coin], { feeRate: 4, seed: 17 })
    expect(await test(a, b)).toEqual([
      expect.objectContaining({ 'package-error': 'conflict-in-package' }),
      expect.objectContaining({ 'package-error': 'conflict-in-package' }),
    ])
    expect((await test(a, a)).map((r) => r['package-error'])).toEqual([
      'package-contains-duplicates',
      'package-contains-duplicates',
    ])
    expect((await test(a, b))[0]).not.toHaveProperty('allowed')
  })

  it('submits a package into the mempool', async () => {
    const hex = spendHex([confirmedCoin(sim, 200_000)], { feeRate: 4, seed: 8 })
    const txid = Transaction.fromHex(hex).getId()
    const answer = (await (
      await call('/txs/package', 'POST', JSON.stringify([hex]))
    ).json) as {
      package_msg: string
      'tx-results': Record<string, { txid: string }>
    }
    expect(answer.package_msg).toBe('success')
    expect(Object.values(answer['tx-results']).map((r) => r.txid)).toEqual([txid])
    expect(sim.chain.mempool.has(txid)).toBe(true)
    // mempool's backend serves it as /api/v1/txs/package on every backend.
    const next = spendHex([confirmedCoin(sim, 200_000)], { feeRate: 4, seed: 9 })
    const v1 = (await (
      await call('/v1/txs/package', 'POST', JSON.stringify([next]))
    ).json) as {
      package_msg: string
    }
    expect(v1.package_msg).toBe('success')
  })
})
