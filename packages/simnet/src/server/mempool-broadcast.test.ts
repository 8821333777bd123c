import { describe, expect, it } from 'vitest'
import {
  broadcast as broadcastTo,
  chainProblems,
  coinOf,
  confirmedCoin,
  refusal as refusalOf,
  route,
  smallChain,
  spendHex,
} from '../../test/mempool-helpers.js'
import { outputScript } from '../bitcoin/script.js'
import { fromHashHex, spendInput, Transaction } from '../bitcoin/tx.js'
import type { Coin } from '../chain/builder.js'
import { createLive } from '../chain/live.js'
import { rawInputs } from '../chain/mempool-inputs.js'
import { projectMempool } from '../chain/projection.js'
import type { TxRecord } from '../chain/types.js'
import { createRng } from '../rng.js'

// POST /tx: bitcoind's checks and refusals, and replacements by broadcast.
const sim = smallChain(12)
createLive(sim, { txRate: 1, blockInterval: 0, prefill: 300 }).prefill()
const broadcast = (hex: string) => broadcastTo(sim, hex)
const refusal = (hex: string) => refusalOf(sim, hex)

describe('POST /tx', () => {
  it('accepts a spend of a confirmed coin built with bitcoinjs and answers its txid', async () => {
    const coin = confirmedCoin(sim)
    const hex = spendHex([coin], { feeRate: 3, seed: 31 })
    const txid = await broadcast(`${hex}\n`)
    expect(txid).toBe(Transaction.fromHex(hex).getId())
    const record = sim.chain.mempool.get(txid)
    expect(Buffer.from(record?.raw ?? []).toString('hex')).toBe(hex)
    expect(sim.chain.spends.get(`${coin.txid}:${coin.vout}`)?.txid).toBe(txid)
    expect(projectMempool(sim.chain).rateOf(txid)).toBeDefined()
    // Sent again, it is already there: bitcoind answers the txid again.
    expect(await broadcast(hex)).toBe(txid)
    expect(chainProblems(sim)).toEqual([])
  })

  it('refuses what cannot be decoded', async () => {
    for (const garbage of ['zz', '', 'deadbeef', '0200000000']) {
      expect(await refusal(garbage)).toEqual({
        code: -22,
        message: 'TX decode failed. Make sure the tx has at least one input.',
      })
    }
  })

  it('refuses missing inputs and outputs already spent in a block', async () => {
    const missing: Coin = { txid: 'ab'.repeat(32), vout: 0, value: 100_000, type: 'v0_p2wpkh' }
    expect(await refusal(spendHex([missing]))).toEqual({
      code: -25,
      message: 'bad-txns-inputs-missingorspent',
    })
    const spent = [...sim.chain.txs.values()].find((r) => r.confirmation && !r.coinbase) as TxRecord
    const input = rawInputs(spent.raw)[0]
    const prevout = spent.prevouts[0]
    if (!input || !prevout) throw new Error('no input')
    const coin: Coin = {
      txid: input.txid,
      vout: input.vout,
      value: prevout.value,
      type: prevout.type,
    }
    expect(await refusal(spendHex([coin]))).toEqual({
      code: -25,
      message: 'bad-txns-inputs-missingorspent',
    })
  })

  it('refuses a transaction below the relay fee, or paying out more than it spends', async () => {
    const coin = confirmedCoin(sim)
    const free = spendHex([coin], { fee: 0 })
    const vsize = Transaction.fromHex(free).virtualSize()
    expect(await refusal(free)).toEqual({
      code: -26,
      message: `min relay fee not met, 0 < ${vsize}`,
    })
    const { message } = await refusal(spendHex([coin], { fee: -1_000 }))
    expect(message).toMatch(
      /^bad-txns-in-belowout, value in \(\d+\.\d+\) < value out \(\d+\.\d+\)$/,
    )
  })

  it('refuses duplicate inputs, dust and oversized transactions', async () => {
    const coin = confirmedCoin(sim)
    expect((await refusal(spendHex([coin, coin]))).message).toBe('bad-txns-inputs-duplicate')
    expect((await refusal(spendHex([coin], { value: 100 }))).message).toBe('dust')
    const big = confirmedCoin(sim, 5_000_000)
    const rng = createRng(41)
    const tx = new Transaction()
    tx.version = 2
    tx.ins.push({
      hash: fromHashHex(big.txid),
      index: big.vout,
      script: new Uint8Array(0),
      sequence: 0xfffffffd,
      witness: [],
    })
    spendInput(tx, 0, big.type, rng)
    for (let i = 0; i < 3_500; i++)
      tx.outs.push({ script: outputScript.p2wpkh(rng.bytes(20)), value: 1_000n })
    expect(tx.weight()).toBeGreaterThan(400_000)
    expect((await refusal(tx.toHex())).message).toBe('tx-size')
  })

  it('refuses a spend of an immature coinbase', async () => {
    const coinbases = sim.chain.blocks
      .slice(-20)
      .map((b) => sim.chain.txs.get(b.txids[0] ?? '') as TxRecord)
    const richest = coinbases.reduce((best, r) =>
      (r.outputs[0]?.value ?? 0) > (best.outputs[0]?.value ?? 0) ? r : best,
    )
    const coin = coinOf(richest, 0)
    const depth = sim.chain.tip.height - (richest.confirmation?.height ?? 0) + 1
    expect((await refusal(spendHex([coin], { value: 1_000, fee: 500 }))).message).toBe(
      `bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth ${depth}`,
    )
  })

  it('replaces a mempool transaction only for more fees (full RBF), recording the replacement', async () => {
    const coin = confirmedCoin(sim)
    const original = await broadcast(spendHex([coin], { feeRate: 5, rbf: false, seed: 51 }))
    const same = await refusal(spendHex([coin], { feeRate: 5, seed: 52 }))
    expect(same.code).toBe(-26)
    expect(same.message).toMatch(
      /^insufficient fee, rejecting replacement [0-9a-f]{64}; new feerate/,
    )
    const little = await refusal(
      spendHex([coin], { fee: (sim.chain.txs.get(original)?.fee ?? 0) + 10, seed: 53 }),
    )
    expect(little.message).toMatch(/not enough additional fees to relay/)
    const replacement = await broadcast(spendHex([coin], { feeRate: 12, seed: 54 }))
    expect(sim.chain.txs.has(original)).toBe(false)

    const ofReplacement = (await route(sim, 'GET', `/v1/tx/${replacement}/rbf`)).json as {
      replacements: { tx: { txid: string }; fullRbf: boolean }
      replaces: string[]
    }
    expect(ofReplacement.replaces).toEqual([original])
    expect(ofReplacement.replacements.tx.txid).toBe(replacement)
    expect(ofReplacement.replacements.fullRbf).toBe(true)
    const ofOriginal = (await route(sim, 'GET', `/v1/tx/${original}/rbf`)).json
    expect(ofOriginal).toEqual({ replacements: ofReplacement.replacements, replaces: null })
    expect((await route(sim, 'GET', `/v1/tx/${'00'.repeat(32)}/rbf`)).json).toEqual({
      replacements: null,
      replaces: null,
    })
    const all = (await route(sim, 'GET', '/v1/replacements')).json as { tx: { txid: string } }[]
    const full = (await route(sim, 'GET', '/v1/fullrbf/replacements')).json as {
      tx: { txid: string }
    }[]
    expect(all[0]?.tx.txid).toBe(replacement)
    expect(full[0]?.tx.txid).toBe(replacement)
    expect(chainProblems(sim)).toEqual([])
  })

  it('refuses a replacement that adds an unconfirmed input', async () => {
    const coin = confirmedCoin(sim)
    await broadcast(spendHex([coin], { feeRate: 2, seed: 61 }))
    const stranger = [...sim.chain.mempool.values()].find(
      (r) =>
        r.outputs[0] && !sim.chain.spends.has(`${r.txid}:0`) && (r.outputs[0]?.value ?? 0) > 10_000,
    ) as TxRecord
    const { message } = await refusal(
      spendHex([coin, coinOf(stranger, 0)], { feeRate: 30, seed: 62 }),
    )
    expect(message).toMatch(
      /^replacement-adds-unconfirmed, replacement [0-9a-f]{64} adds unconfirmed input, idx 1$/,
    )
  })

  it('refuses a 26th transaction in an unconfirmed chain', async () => {
    let coin = confirmedCoin(sim, 10_000_000)
    for (let i = 0; i < 25; i++) {
      const txid = await broadcast(spendHex([coin], { feeRate: 2, value: 1_000, seed: 70 + i }))
      coin = coinOf(sim.chain.txs.get(txid) as TxRecord, 1)
    }
    expect((await refusal(spendHex([coin], { feeRate: 2, value: 1_000, seed: 99 }))).message).toBe(
      'too-long-mempool-chain, too many unconfirmed ancestors [limit: 25]',
    )
  })
})
