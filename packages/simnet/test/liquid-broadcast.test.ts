import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { scriptAddress } from '../src/liquid/address.js'
import { hex } from '../src/liquid/bytes.js'
import { fullTxBytes } from '../src/liquid/bytes-of.js'
import { parseTx, serializeTx, txidOf } from '../src/liquid/elements-tx.js'
import { mineNext } from '../src/liquid/live.js'
import type { LiquidSim } from '../src/liquid/sim.js'
import { createRng } from '../src/rng.js'
import {
  destination,
  type ExplicitCoin,
  explicitCoins,
  floorFee,
  payment,
  simplePayment,
} from './liquid-tx.js'
import { type RunningSimnet, startSimnet } from './start-simnet.js'
import { smallParams } from './ws-helpers.js'

// `POST /liquid/api/tx` with real Elements transactions: what it accepts shows everywhere the REST
// API looks, and what it refuses gets elementsd's reason.

let running: RunningSimnet
let sim: LiquidSim
let coins: ExplicitCoin[]
const rng = createRng(7)

// Liquid is generated after its parent chain (main, short here): both take a while.
beforeAll(async () => {
  running = await startSimnet({ params: smallParams })
  sim = await running.simnet.liquid('liquid')
  coins = explicitCoins(sim, 8)
}, 120_000)

afterAll(() => running.close())

const api = (path: string) => `http://${running.host}/liquid/api${path}`
const post = async (body: string) => {
  const response = await fetch(api('/tx'), { method: 'POST', body })
  return { status: response.status, text: await response.text() }
}
const getJson = async <T>(path: string): Promise<T> => (await fetch(api(path))).json() as Promise<T>
const rpcError = (code: number, message: string) =>
  `sendrawtransaction RPC error: ${JSON.stringify({ code, message })}`

function coin(i: number): ExplicitCoin {
  const found = coins[i]
  if (!found) throw new Error(`no coin ${i}`)
  return found
}

describe('an accepted transaction', () => {
  test('enters the mempool as posted, then a block confirms it', async () => {
    const script = destination(1)
    const address = scriptAddress(script, sim.params.address) as string
    const raw = simplePayment(sim, coin(0), script)
    const txid = txidOf(parseTx(Buffer.from(raw, 'hex')))
    expect(await post(raw)).toEqual({ status: 200, text: txid })

    expect(await (await fetch(api(`/tx/${txid}/hex`))).text()).toBe(raw)
    const tx = await getJson<{ status: unknown; fee: number; size: number }>(`/tx/${txid}`)
    expect(tx.status).toEqual({ confirmed: false })
    expect(tx.size).toBe(raw.length / 2)
    expect(await getJson<string[]>('/mempool/txids')).toContain(txid)
    expect(await getJson(`/tx/${coin(0).txid}/outspend/${coin(0).vout}`)).toMatchObject({
      spent: true,
      txid,
      vin: 0,
    })
    const pending = await getJson<{ mempool_stats: unknown }>(`/address/${address}`)
    expect(pending.mempool_stats).toEqual({ tx_count: 1, funded_txo_count: 1, spent_txo_count: 0 })
    expect(await post(raw)).toEqual({ status: 200, text: txid })

    const block = mineNext(sim, rng, sim.chain.tip.time + 60)
    expect(block.txids).toContain(txid)
    expect(await getJson(`/tx/${txid}/status`)).toMatchObject({
      confirmed: true,
      block_height: block.height,
    })
    const confirmed = await getJson<{ chain_stats: unknown }>(`/address/${address}`)
    expect(confirmed.chain_stats).toEqual({ tx_count: 1, funded_txo_count: 1, spent_txo_count: 0 })
    const utxos = await getJson<{ txid: string; value: number }[]>(`/address/${address}/utxo`)
    expect(utxos).toMatchObject([{ txid, value: coin(0).value - tx.fee }])
    expect(await post(raw)).toEqual({
      status: 400,
      text: rpcError(-27, 'Transaction already in block chain'),
    })
  })

  test('blinded outputs are accepted with their proofs, refused without', async () => {
    const spec = (blinded: 'with-proofs' | 'without-proofs') =>
      payment(sim, {
        inputs: [coin(1)],
        outputs: [
          { script: destination(2), value: 500 },
          { script: destination(3), value: coin(1).value - 500 - 2_000 },
        ],
        fee: 2_000,
        blinded,
      })
    expect(await post(hex(serializeTx(spec('without-proofs'))))).toEqual({
      status: 400,
      text: rpcError(-26, 'bad-txns-in-ne-out, value in != value out'),
    })
    const tx = spec('with-proofs')
    expect(await post(hex(serializeTx(tx)))).toEqual({ status: 200, text: txidOf(tx) })
    const served = await getJson<{ vout: Record<string, unknown>[] }>(`/tx/${txidOf(tx)}`)
    expect(served.vout[1]).toHaveProperty('valuecommitment')
    expect(served.vout[1]).not.toHaveProperty('value')
  })
})

describe('refusals, with elementsd reasons', () => {
  const refused = async (raw: string, code: number, message: string) =>
    expect(await post(raw)).toEqual({ status: 400, text: rpcError(code, message) })

  test('bad hex and undecodable bytes', async () => {
    const decode = 'TX decode failed. Make sure the tx has at least one input.'
    await refused('zz', -22, decode)
    await refused('0200000000', -22, decode)
  })

  test('missing, spent and conflicting inputs', async () => {
    const missing = { txid: 'ab'.repeat(32), vout: 0, value: 100_000 }
    await refused(
      simplePayment(sim, missing, destination(4)),
      -25,
      'bad-txns-inputs-missingorspent',
    )
    await refused(
      simplePayment(sim, coin(0), destination(4)),
      -25,
      'bad-txns-inputs-missingorspent',
    )
    expect((await post(simplePayment(sim, coin(2), destination(5)))).status).toBe(200)
    await refused(simplePayment(sim, coin(2), destination(6)), -26, 'txn-mempool-conflict')
  })

  test('value in must equal value out, and the fee reach 0.1 sat/vB', async () => {
    const c = coin(3)
    const tooMuch = payment(sim, {
      inputs: [c],
      outputs: [{ script: destination(7), value: c.value }],
      fee: 100,
    })
    await refused(hex(serializeTx(tooMuch)), -26, 'bad-txns-in-ne-out, value in != value out')
    const draft = payment(sim, {
      inputs: [c],
      outputs: [{ script: destination(7), value: c.value - 1 }],
      fee: 1,
    })
    await refused(hex(serializeTx(draft)), -26, `min relay fee not met, 1 < ${floorFee(draft)}`)
  })

  test('coinbases: not relayed, and not spent before 100 confirmations', async () => {
    const tip = sim.chain.tip
    const coinbase = sim.chain.txs.get(tip.txids[0] as string)
    if (!coinbase) throw new Error('no coinbase')
    await refused(hex(fullTxBytes(sim.chain, coinbase)), -26, 'coinbase')
    const young = { txid: coinbase.txid, vout: 0, value: 10_000 }
    const raw = simplePayment(sim, young, destination(8))
    await refused(
      raw,
      -26,
      'bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth 1',
    )
  })

  test('a peg-in claims its Bitcoin output once', async () => {
    const pegin = [...sim.chain.txs.values()].find((r) => r.pegins.length && r.confirmation)
    if (!pegin) throw new Error('no peg-in')
    const tx = parseTx(fullTxBytes(sim.chain, pegin))
    const first = tx.outputs[0]
    if (!first) throw new Error('no output')
    tx.outputs[0] = { ...first, script: destination(9) }
    await refused(hex(serializeTx(tx)), -26, 'bad-txns-double-pegin')
  })
})
