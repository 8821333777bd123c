import { script } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { coinOf, confirmedCoin, smallChain } from '../../test/mempool-helpers.js'
import { header, merkleRoot, witnessCommitment } from '../bitcoin/block.js'
import { hashHex, sha256d, Transaction } from '../bitcoin/tx.js'
import { buildPayment, type Coin, randomScript } from '../chain/builder.js'
import type { SimChain } from '../chain/history.js'
import { poolScript, subsidy } from '../chain/miner.js'
import { type Pool, pools } from '../chain/pools.js'
import { projectMempool } from '../chain/projection.js'
import type { TxRecord } from '../chain/types.js'
import { createRng } from '../rng.js'
import { jobTemplate, type StratumJob, stratumJob } from './stratum-job.js'

function pay(sim: SimChain, input: Coin, feeRate: number): TxRecord {
  const rng = createRng(feeRate * 7 + input.vout)
  const record = buildPayment(sim.chain, sim.wallet, rng, {
    time: sim.chain.tip.time + 5,
    feeRate,
    inputs: [input],
    pay: [{ script: randomScript(rng), value: Math.floor(input.value / 2) }],
  })
  if (!record) throw new Error('payment failed')
  return record
}

const foundry = pools[0] as Pool
const antpool = pools[1] as Pool

/** A chain with `count` mempool payments (a parent and its child among them), and its jobs' template. */
function setup(count: number) {
  // A still history: an empty mempool.
  const sim = smallChain()
  const parent = count > 0 ? [pay(sim, confirmedCoin(sim), 3)] : []
  const child = count > 1 && parent[0] ? [pay(sim, coinOf(parent[0], 1), 40)] : []
  for (let i = 2; i < count; i++) pay(sim, confirmedCoin(sim), 5 + i)
  const txs = projectMempool(sim.chain).blocks[0]?.txs ?? []
  const template = jobTemplate({
    network: sim.chain.params.name,
    halvingInterval: sim.halvingInterval,
    tip: sim.chain.tip,
    time: sim.chain.tip.time + 30,
    txs,
  })
  const job = (pool: Pool) =>
    stratumJob(template, pool, { jobId: '1', cleanJobs: true, received: 5 })
  return { sim, txs, template, job, related: [...parent, ...child] }
}

/** The coinbase a miner hashes with its own extranonce2, and the merkle root the branches give it. */
function mined(job: StratumJob, extraNonce2: string) {
  const coinbase = Buffer.from(job.coinbase1 + job.extraNonce + extraNonce2 + job.coinbase2, 'hex')
  let root = sha256d(coinbase)
  for (const branch of job.merkleBranches) {
    root = sha256d(Buffer.concat([root, Buffer.from(branch, 'hex')]))
  }
  return { coinbase, txid: hashHex(sha256d(coinbase)), root: hashHex(root) }
}

/** Byte-swaps each 4-byte word, as miners turn `prevHash` into header bytes. */
const swapWords = (hex: string) =>
  Buffer.concat(
    (hex.match(/.{8}/g) ?? []).map((word) => Buffer.from(word, 'hex').reverse()),
  ).toString('hex')
const littleEndian = (hex: string) => Buffer.from(hex, 'hex').reverse().toString('hex')

describe('stratumJob', () => {
  it('splits a coinbase with the pool’s tag, payout and reward around the extranonce', () => {
    const { sim, txs, template, job } = setup(6)
    const own = job(foundry)
    expect(own.coinbase1 + own.extraNonce + '00'.repeat(own.extraNonce2Size) + own.coinbase2).toBe(
      own.coinbase,
    )
    expect(own.extraNonce).toMatch(/^[0-9a-f]{8}$/)
    const tx = Transaction.fromHex(own.coinbase)
    const input = tx.ins[0]
    expect(tx.ins).toHaveLength(1)
    expect(Buffer.from(input?.script ?? []).toString('hex')).toBe(own.scriptsig)
    // BIP 34: the height first, then the pool's tag.
    const [height] = script.decompile(input?.script ?? new Uint8Array()) ?? []
    expect(script.number.decode(Buffer.from(height as Uint8Array))).toBe(sim.chain.tip.height + 1)
    expect(own.scriptsig).toContain(Buffer.from(foundry.tag).toString('hex'))
    const fees = txs.reduce((n, r) => n + r.fee, 0)
    expect(own.reward).toBe(subsidy(sim.chain.tip.height + 1, sim.halvingInterval) + fees)
    expect(own.reward).toBe(template.subsidy + template.fees)
    const [payout, commitment] = tx.outs
    expect(Number(payout?.value)).toBe(own.reward)
    expect(payout?.script).toEqual(poolScript(foundry, sim.chain.params.name))
    const expected = witnessCommitment(txs.map((r) => r.raw))
    expect(Buffer.from(commitment?.script ?? []).toString('hex')).toBe(
      `6a24aa21a9ed${Buffer.from(expected).toString('hex')}`,
    )
    const other = job(antpool)
    expect(other.extraNonce).not.toBe(own.extraNonce)
    expect(other.coinbase1).not.toBe(own.coinbase1)
    expect(other.merkleBranches).toEqual(own.merkleBranches)
    expect([own.pool, other.pool, own.height]).toEqual([
      foundry.id,
      antpool.id,
      sim.chain.tip.height + 1,
    ])
  })

  it.each([0, 1, 2, 5, 6])(
    'gives branches that fold any extranonce2’s coinbase into the merkle root of %i transactions',
    (count) => {
      const { txs, job } = setup(count)
      expect(txs).toHaveLength(count)
      const own = job(foundry)
      for (const extraNonce2 of ['00000000', 'deadbeef']) {
        const { txid, root } = mined(own, extraNonce2)
        expect(root).toBe(merkleRoot([txid, ...txs.map((r) => r.txid)]))
      }
      if (count > 0) expect(littleEndian(own.merkleBranches[0] ?? '')).toBe(txs[0]?.txid)
    },
  )

  it('keeps a parent before its child in the template it commits to', () => {
    const { txs, related } = setup(3)
    const order = txs.map((r) => r.txid)
    expect(order.indexOf(related[0]?.txid ?? '')).toBeLessThan(
      order.indexOf(related[1]?.txid ?? ''),
    )
  })

  it('writes the header fields as mining.notify does: a miner rebuilds the exact header', () => {
    const { sim, job } = setup(5)
    const own = job(antpool)
    const { root } = mined(own, 'cafe0001')
    const tip = sim.chain.tip
    expect([own.version, own.bits]).toEqual(['20000000', tip.bits.toString(16).padStart(8, '0')])
    expect(own.timestamp).toBe(Number.parseInt(own.time, 16))
    expect(own.timestamp).toBe(Math.max(tip.time + 30, tip.mediantime + 1))
    // The miner's side: little-endian scalars, the prevHash words byte-swapped, the root reversed.
    const assembled = [
      littleEndian(own.version),
      swapWords(own.prevHash),
      littleEndian(root),
      littleEndian(own.time),
      littleEndian(own.bits),
      '00000000',
    ].join('')
    const expected = header({
      version: 0x20000000,
      previousHash: tip.hash,
      merkleRoot: root,
      time: own.timestamp,
      bits: tip.bits,
      nonce: 0,
    })
    expect(assembled).toBe(Buffer.from(expected.bytes).toString('hex'))
    // The display hash's words in reverse order: its leading zero words come last.
    expect(own.prevHash.match(/.{8}/g)?.reverse().join('')).toBe(tip.hash)
  })
})
