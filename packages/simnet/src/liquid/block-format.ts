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

const extrasCache = new WeakMap<LiquidBlockRecord, LiquidBlockExtras>()

/**
 * A Liquid block as mempool's backend sends it from Elements' `getblock` (bitcoin-api.ts `convertBlock`):
 * `bits` is `parseInt(undefined, 16)`, NaN, sent as `null`; Elements has no nonce or difficulty, so
 * they are left out, and so is electrs' header extension `ext`.
 */
export function mempoolBlockJson(block: LiquidBlockRecord) {
  return {
    id: block.hash,
    height: block.height,
    version: block.version,
    timestamp: block.time,
    bits: null,
    merkle_root: block.merkleRoot,
    tx_count: block.txids.length,
    size: block.size,
    weight: block.weight,
    previousblockhash: block.previousHash,
    mediantime: block.mediantime,
    stale: false,
  }
}

/**
 * mempool's `extras` of a Liquid block (blocks.ts `$getBlockExtended`): no pool and no audit fields (set
 * only on Bitcoin networks), no fee percentiles (summaries are indexed only on Bitcoin), and no UTXO set
 * figures (Elements has no coinstatsindex). Fee rates are per discounted vbyte, the basis of Liquid's
 * 0.1 sat/vB.
 */
function extrasOf(chain: LiquidChain, block: LiquidBlockRecord) {
  const records = block.txids
    .map((txid) => chain.txs.get(txid))
    .filter((r): r is LiquidTxRecord => !!r)
  const coinbase = records[0]
  const paying = records.slice(1)
  const rates = paying.map((r) => r.fee / r.discountVsize).sort((a, b) => a - b)
  const scriptSig = coinbase
    ? (parseTx(coinbase.raw).inputs[0]?.scriptSig ?? new Uint8Array())
    : new Uint8Array()
  const first = coinbase?.outputs[0]
  const segwit = records.filter((r) => r.weight < r.size * 4)
  const addresses = [
    ...new Set((coinbase?.outputs ?? []).map((o) => o.address).filter((a): a is string => !!a)),
  ]
  return {
    reward: coinbase ? explicitTotal(coinbase) : 0,
    coinbaseRaw: hex(scriptSig),
    orphans: [] as never[],
    medianFee: percentiles(rates, [0.5])[0] ?? 0,
    feeRange: percentiles(rates, [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]),
    totalFees: block.fees,
    avgFee: paying.length ? Math.round(block.fees / paying.length) : 0,
    avgFeeRate: paying.length
      ? Math.round(block.fees / paying.reduce((n, r) => n + r.discountVsize, 0))
      : 0,
    // As getblockstats' utxo_increase: spendable outputs created less inputs spent (coinbase's none).
    utxoSetChange: records.reduce(
      (n, r) =>
        n +
        r.outputs.filter((o) => o.type !== 'fee' && o.type !== 'op_return').length -
        (r.coinbase ? 0 : r.prevouts.length),
      0,
    ),
    avgTxSize: records.length
      ? Math.round((records.reduce((n, r) => n + r.size, 0) / records.length) * 100) / 100
      : 0,
    totalInputs: paying.reduce((n, r) => n + r.prevouts.length, 0),
    totalOutputs: records.reduce((n, r) => n + r.outputs.length, 0),
    totalOutputAmt: records.reduce((n, r) => n + explicitTotal(r), 0),
    segwitTotalTxs: segwit.length,
    segwitTotalSize: segwit.reduce((n, r) => n + r.size, 0),
    segwitTotalWeight: segwit.reduce((n, r) => n + r.weight, 0),
    virtualSize: block.weight / 4,
    coinbaseAddress: first?.address ?? null,
    coinbaseAddresses: addresses,
    coinbaseSignature: first ? scriptAsm(first.script) : null,
    coinbaseSignatureAscii: ascii(scriptSig),
    header: hex(fullHeader(chain, block)),
    utxoSetSize: null,
    totalInputAmt: null,
  }
}
type LiquidBlockExtras = ReturnType<typeof extrasOf>

/** mempool's `BlockExtended` of a Liquid block: what its memory cache (and the websocket) holds. */
export function blockExtendedJson(chain: LiquidChain, block: LiquidBlockRecord) {
  let extras = extrasCache.get(block)
  if (!extras) {
    extras = extrasOf(chain, block)
    extrasCache.set(block, extras)
  }
  return { ...mempoolBlockJson(block), extras }
}

/** The blocks a freshly started backend holds in memory (`INITIAL_BLOCKS_AMOUNT`). */
export const cachedBlocks = 8

/** Whether a block is in mempool's memory cache (the newest `cachedBlocks`). */
export const isCached = (chain: LiquidChain, block: LiquidBlockRecord): boolean =>
  block.height > chain.tip.height - cachedBlocks

/**
 * `/v1/block/:hash` on Liquid (blocks.ts `$getBlock`): a block of mempool's memory cache with `extras`,
 * an older one as Elements gives it, without.
 */
export function liquidV1BlockJson(chain: LiquidChain, block: LiquidBlockRecord) {
  return isCached(chain, block) ? blockExtendedJson(chain, block) : mempoolBlockJson(block)
}
