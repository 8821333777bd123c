import { scriptAsm } from '../bitcoin/script.js'
import { percentiles } from '../esplora/format.js'
import { hex } from './bytes.js'
import { fullHeader } from './bytes-of.js'
import type { LiquidChain } from './chain.js'
import { parseTx } from './elements-tx.js'
import { explicitTotal } from './format.js'
import { extJson } from './header.js'
import type { LiquidBlockRecord, LiquidTxRecord } from './types.js'

/**
 * An Elements block as electrs prints it: no bits, nonce or difficulty; the header extension `ext`
 * (electrs leaves it out of `/blocks` lists).
 */
export function blockJson(chain: LiquidChain, block: LiquidBlockRecord, withExt = true) {
  return {
    id: block.hash,
    height: block.height,
    version: block.version,
    timestamp: block.time,
    tx_count: block.txids.length,
    size: block.size,
    weight: block.weight,
    merkle_root: block.merkleRoot,
    previousblockhash: block.previousHash,
    mediantime: block.mediantime,
    ...(withExt ? { ext: extJson(block.height, block.hash, chain.federation) } : {}),
  }
}

/** Printable ASCII of bytes, as mempool's `hex2ascii` (other bytes dropped). */
const ascii = (bytes: Uint8Array): string =>
  String.fromCharCode(...[...bytes].filter((b) => b >= 0x20 && b < 0x7f))

const extrasCache = new WeakMap<LiquidBlockRecord, unknown>()

/**
 * mempool's `BlockExtended` for a Liquid block: the esplora block plus `extras`. mempool computes no pool
 * and no audit on Liquid (the functionaries sign every block); the fields the client's type requires get
 * the unknown pool and nulls. Fee rates are per discounted vbyte, the basis of Liquid's 0.1 sat/vB.
 */
export function blockExtendedJson(chain: LiquidChain, block: LiquidBlockRecord) {
  let extras = extrasCache.get(block)
  if (!extras) {
    const records = block.txids
      .map((txid) => chain.txs.get(txid))
      .filter((r): r is LiquidTxRecord => !!r)
    const coinbase = records[0]
    const paying = records.slice(1)
    const rates = paying.map((r) => r.fee / r.discountVsize).sort((a, b) => a - b)
    const fees = paying.map((r) => r.fee).sort((a, b) => a - b)
    const scriptSig = coinbase
      ? (parseTx(coinbase.raw).inputs[0]?.scriptSig ?? new Uint8Array())
      : new Uint8Array()
    const first = coinbase?.outputs[0]
    const segwit = records.filter((r) => r.weight < r.size * 4)
    extras = {
      totalFees: block.fees,
      medianFee: percentiles(rates, [0.5])[0],
      feeRange: percentiles(rates, [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]),
      reward: coinbase ? explicitTotal(coinbase) : 0,
      pool: { id: 0, name: 'Unknown', slug: 'unknown', minerNames: null },
      avgFee: paying.length ? Math.round(block.fees / paying.length) : 0,
      avgFeeRate: paying.length
        ? Math.round(block.fees / paying.reduce((n, r) => n + r.discountVsize, 0))
        : 0,
      coinbaseRaw: hex(scriptSig),
      coinbaseAddress: first?.address ?? null,
      coinbaseAddresses: first?.address ? [first.address] : [],
      coinbaseSignature: first ? scriptAsm(first.script) : '',
      coinbaseSignatureAscii: ascii(scriptSig),
      virtualSize: block.weight / 4,
      avgTxSize: records.length
        ? Math.round((records.reduce((n, r) => n + r.size, 0) / records.length) * 100) / 100
        : 0,
      totalInputs: paying.reduce((n, r) => n + r.prevouts.length, 0),
      totalOutputs: records.reduce((n, r) => n + r.outputs.length, 0),
      totalOutputAmt: records.reduce((n, r) => n + explicitTotal(r), 0),
      medianFeeAmt: percentiles(fees, [0.5])[0],
      feePercentiles: percentiles(fees, [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]),
      segwitTotalTxs: segwit.length,
      segwitTotalSize: segwit.reduce((n, r) => n + r.size, 0),
      segwitTotalWeight: segwit.reduce((n, r) => n + r.weight, 0),
      header: hex(fullHeader(chain, block)),
      // As getblockstats' utxo_increase: spendable outputs created less inputs spent (coinbase's none).
      utxoSetChange: records.reduce(
        (n, r) =>
          n +
          r.outputs.filter((o) => o.type !== 'fee' && o.type !== 'op_return').length -
          (r.coinbase ? 0 : r.prevouts.length),
        0,
      ),
      utxoSetSize: null,
      totalInputAmt: null,
      matchRate: null,
      expectedFees: null,
      expectedWeight: null,
      orphans: [],
    }
    extrasCache.set(block, extras)
  }
  return { ...blockJson(chain, block), stale: false, extras }
}
