// Helpers for the tests of the live mempool, projection, replacements and mempool routes.
import { outputScript } from '../src/bitcoin/script.js'
import { fromHashHex, spendInput, Transaction } from '../src/bitcoin/tx.js'
import { buildPayment, type Coin, randomScript } from '../src/chain/builder.js'
import { generateHistory, type SimChain } from '../src/chain/history.js'
import { rawInputs } from '../src/chain/mempool-inputs.js'
import type { TxRecord } from '../src/chain/types.js'
import { bitcoinParams } from '../src/params.js'
import { createRng } from '../src/rng.js'
import { mempoolRoutes } from '../src/server/mempool-routes.js'
import { HttpError, type Reply, Router } from '../src/server/router.js'

/** A short regtest history (300 blocks, the last 20 full): generated in well under a second. */
export function smallChain(seed = 1): SimChain {
  return generateHistory({ ...bitcoinParams.regtest, historyBlocks: 300, fullBlocks: 20 }, seed)
}

/**
 * What is wrong with a chain's books, as readable lines (none when consistent): every input spends an
 * existing output, no output is spent twice, the spends index matches the inputs, the mempool holds
 * exactly the unconfirmed transactions, and no block is over the weight limit.
 */
export function chainProblems(sim: SimChain): string[] {
  const { chain } = sim
  const problems: string[] = []
  const spentBy = new Map<string, string>()
  for (const record of chain.txs.values()) {
    if (record.coinbase) continue
    for (const input of rawInputs(record.raw)) {
      const outpoint = `${input.txid}:${input.vout}`
      if (!chain.txs.get(input.txid)?.outputs[input.vout]) {
        problems.push(`${record.txid} spends missing ${outpoint}`)
      }
      const other = spentBy.get(outpoint)
      if (other) problems.push(`${outpoint} spent by ${other} and ${record.txid}`)
      spentBy.set(outpoint, record.txid)
      if (chain.spends.get(outpoint)?.txid !== record.txid) {
        problems.push(`spends index misses ${outpoint} -> ${record.txid}`)
      }
    }
    if (!record.confirmation !== chain.mempool.has(record.txid)) {
      problems.push(
        `${record.txid} confirmed=${!!record.confirmation} but mempool=${chain.mempool.has(record.txid)}`,
      )
    }
  }
  if (spentBy.size !== chain.spends.size) {
    problems.push(`spends index has ${chain.spends.size} entries for ${spentBy.size} inputs`)
  }
  for (const txid of chain.mempool.keys()) {
    if (!chain.txs.has(txid)) problems.push(`mempool holds unknown ${txid}`)
  }
  for (const block of chain.blocks) {
    if (block.weight > 4_000_000) problems.push(`block ${block.height} weighs ${block.weight}`)
  }
  return problems
}

/** Takes a coin from the users' wallet that is still unspent and confirmed. */
export function confirmedCoin(sim: SimChain, minValue = 100_000): Coin {
  const skipped: Coin[] = []
  try {
    for (let coin = sim.wallet.take(); coin; coin = sim.wallet.take()) {
      const record = sim.chain.txs.get(coin.txid)
      if (
        record?.confirmation &&
        !record.coinbase &&
        coin.value >= minValue &&
        sim.chain.unspent(coin.txid, coin.vout)
      ) {
        return coin
      }
      skipped.push(coin)
    }
  } finally {
    for (const coin of skipped) sim.wallet.add(coin)
  }
  throw new Error('no confirmed coin left')
}

/**
 * A signed-looking spend of `coins` built with bitcoinjs (simnet checks no signatures): one output of
 * `value` to a fresh P2WPKH, fee by `feeRate` (sat/vB) unless `fee` is given; the rest is change.
 */
export function spendHex(
  coins: readonly Coin[],
  options: { feeRate?: number; fee?: number; value?: number; rbf?: boolean; seed?: number } = {},
): string {
  const rng = createRng(options.seed ?? 7)
  const tx = new Transaction()
  tx.version = 2
  for (const coin of coins) {
    tx.ins.push({
      hash: fromHashHex(coin.txid),
      index: coin.vout,
      script: new Uint8Array(0),
      sequence: options.rbf === false ? 0xffffffff : 0xfffffffd,
      witness: [],
    })
  }
  coins.forEach((coin, i) => {
    spendInput(tx, i, coin.type, rng)
  })
  const total = coins.reduce((n, c) => n + c.value, 0)
  const value = options.value ?? Math.floor(total / 2)
  tx.outs.push({ script: outputScript.p2wpkh(rng.bytes(20)), value: BigInt(value) })
  tx.outs.push({ script: outputScript.p2wpkh(rng.bytes(20)), value: 0n })
  const fee = options.fee ?? Math.ceil(tx.virtualSize() * (options.feeRate ?? 2))
  const change = total - value - fee
  if (change < 0) throw new Error('coins too small for the spend')
  ;(tx.outs[1] as { value: bigint }).value = BigInt(change)
  return tx.toHex()
}

/** The mempool routes alone, over one chain: no HTTP, no Simnet. */
const router = mempoolRoutes(new Router<SimChain>())

/** Calls a mempool route; an `HttpError` comes back as its status and text. */
export async function route(
  sim: SimChain,
  method: 'GET' | 'POST',
  path: string,
  body = '',
): Promise<{ status: number; json?: unknown; text?: string }> {
  const url = new URL(path, 'http://simnet')
  const found = router.match(method, url.pathname)
  if (!found) throw new Error(`no route for ${method} ${url.pathname}`)
  try {
    const reply: Reply = await found.handler({
      state: sim,
      params: found.params,
      query: url.searchParams,
      body,
    })
    if ('json' in reply)
      return { status: reply.status ?? 200, json: JSON.parse(JSON.stringify(reply.json)) }
    if ('text' in reply) return { status: reply.status ?? 200, text: reply.text }
    throw new Error('binary reply')
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, text: error.message }
    throw error
  }
}

/** Broadcasts `hex` through `POST /tx`; the txid, or an error with the refusal's text. */
export async function broadcast(sim: SimChain, hex: string): Promise<string> {
  const reply = await route(sim, 'POST', '/tx', hex)
  if (reply.status !== 200 || !reply.text) throw new Error(`refused: ${reply.text}`)
  return reply.text
}

/** The bitcoind RPC error of a refused `POST /tx` (status 400), parsed from esplora's text. */
export async function refusal(
  sim: SimChain,
  hex: string,
): Promise<{ code: number; message: string }> {
  const reply = await route(sim, 'POST', '/tx', hex)
  const prefix = 'sendrawtransaction RPC error: '
  if (reply.status !== 400 || !reply.text?.startsWith(prefix)) {
    throw new Error(`not refused as bitcoind would: ${reply.status} ${reply.text}`)
  }
  return JSON.parse(reply.text.slice(prefix.length))
}

/** Output `vout` of a transaction as a coin to spend. */
export function coinOf(record: TxRecord, vout: number): Coin {
  const out = record.outputs[vout]
  if (!out) throw new Error(`no output ${vout}`)
  return { txid: record.txid, vout, value: out.value, type: out.type }
}

/**
 * A payment from `inputs` at `feeRate`, half their value to a fresh script, five seconds after the tip;
 * its draws come from a generator seeded by the inputs and rate, so the same call builds the same one.
 */
export function payFrom(sim: SimChain, inputs: Coin[], feeRate: number): TxRecord {
  const rng = createRng(inputs.length * 1000 + feeRate)
  const total = inputs.reduce((n, c) => n + c.value, 0)
  const record = buildPayment(sim.chain, sim.wallet, rng, {
    time: sim.chain.tip.time + 5,
    feeRate,
    inputs,
    pay: [{ script: randomScript(rng), value: Math.floor(total / 2) }],
  })
  if (!record) throw new Error('payment failed')
  return record
}

export { fixture } from './fixtures.js'

/** The keys of an object, sorted, for comparing shapes. */
export const keysOf = (value: unknown): string[] =>
  Object.keys(value as Record<string, unknown>).sort()
