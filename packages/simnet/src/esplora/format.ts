import type { Block, TxStatus, Vout } from '@outpoint/explorer-client'
import { scriptAsm } from '../bitcoin/script.js'
import { hashHex, Transaction } from '../bitcoin/tx.js'
import type { Chain } from '../chain/chain.js'
import type { BlockRecord, Output, TxRecord } from '../chain/types.js'
import { auditScore } from '../mining/audit-score.js'
import { keptSimilarity } from '../mining/audit-store.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/** An output as esplora serialises it; the address only when the script has one. */
export function voutJson(out: Output): Vout {
  return {
    scriptpubkey: hex(out.script),
    scriptpubkey_asm: scriptAsm(out.script),
    scriptpubkey_type: out.type,
    ...(out.address ? { scriptpubkey_address: out.address } : {}),
    value: out.value,
  }
}

/**
 * `{confirmed, block_height?, block_hash?, block_time?}`: the block fields are absent when unconfirmed.
 * Liquid's status is the same object.
 */
export function statusJson(record: Pick<TxRecord, 'confirmation'>): TxStatus {
  const c = record.confirmation
  return c
    ? { confirmed: true, block_height: c.height, block_hash: c.hash, block_time: c.time }
    : { confirmed: false }
}

/** The script a P2SH input reveals last in its scriptSig (the redeem script). */
function lastPush(script: Uint8Array): Uint8Array | undefined {
  let last: Uint8Array | undefined
  for (let i = 0; i < script.length; ) {
    const op = script[i++] as number
    let size = 0
    if (op >= 1 && op <= 0x4b) size = op
    else if (op === 0x4c) size = script[i++] ?? 0
    else if (op === 0x4d) {
      size = (script[i] ?? 0) | ((script[i + 1] ?? 0) << 8)
      i += 2
    } else continue
    last = script.subarray(i, i + size)
    i += size
  }
  return last
}

/**
 * A transaction in esplora's JSON shape, with each input's previous output. electrs always sets `status`:
 * the transaction's own, or (in a block's pages) the block's. `false` leaves it out, for simnet's own
 * use (a figure such as `sigops`), never for an answer.
 */
export function txJson(record: TxRecord, status: TxStatus | false = statusJson(record)) {
  const tx = Transaction.fromBuffer(record.raw)
  return {
    txid: record.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, vin) => {
      const prevout = record.prevouts[vin]
      const witness = input.witness.map(hex)
      const redeem = prevout?.type === 'p2sh' ? lastPush(input.script) : undefined
      const witnessScript =
        (prevout?.type === 'v0_p2wsh' || (prevout?.type === 'p2sh' && redeem?.length === 34)) &&
        input.witness.length > 1
          ? input.witness.at(-1)
          : undefined
      return {
        txid: record.coinbase ? '0'.repeat(64) : hashHex(input.hash),
        vout: input.index,
        prevout: prevout ? voutJson(prevout) : null,
        scriptsig: hex(input.script),
        scriptsig_asm: scriptAsm(input.script),
        ...(witness.length ? { witness } : {}),
        is_coinbase: record.coinbase,
        sequence: input.sequence,
        ...(redeem ? { inner_redeemscript_asm: scriptAsm(redeem) } : {}),
        ...(witnessScript ? { inner_witnessscript_asm: scriptAsm(witnessScript) } : {}),
      }
    }),
    vout: record.outputs.map(voutJson),
    size: record.size,
    weight: record.weight,
    sigops: sigops(record),
    fee: record.fee,
    ...(status ? { status } : {}),
  }
}

/** Signature operations, weighted as Core counts them for the standard templates simnet creates. */
function sigops(record: TxRecord): number {
  let count = 0
  for (const out of record.outputs) if (out.type === 'p2pkh' || out.type === 'p2pk') count += 4
  for (const prev of record.prevouts) {
    if (prev.type === 'p2pkh') count += 4
    else if (prev.type === 'v0_p2wpkh' || prev.type === 'p2sh') count += 1
    else if (prev.type === 'v0_p2wsh') count += 3
  }
  return count
}

/** The esplora block: no `extras`. */
export function blockJson(block: BlockRecord): Block {
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
    nonce: block.nonce,
    bits: block.bits,
    difficulty: block.difficulty,
  }
}

/** Fee-rate percentiles of a block, as mempool computes `feeRange` (min, 10th ... 90th, max). */
export function percentiles(sorted: number[], points: number[]): number[] {
  if (sorted.length === 0) return points.map(() => 0)
  return points.map(
    (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number,
  )
}

const extrasCache = new WeakMap<BlockRecord, unknown>()

/**
 * The extras' audit fields (mempool with AUDIT on): the block's audit score, or all three null for a block
 * never audited (blocks.ts sets them null and fills them only from a blocks_audits row).
 */
function auditFields(chain: Chain, block: BlockRecord) {
  const score = auditScore(chain, block)
  return {
    matchRate: score?.matchRate ?? null,
    expectedFees: score?.expectedFees ?? null,
    expectedWeight: score?.expectedWeight ?? null,
  }
}

/** mempool's `BlockExtended`: the esplora block plus `extras` (pool, fees, fee range, reward...). */
export function blockExtendedJson(chain: Chain, block: BlockRecord) {
  let extras = extrasCache.get(block)
  if (!extras) {
    const records = block.txids.map((txid) => chain.txs.get(txid)).filter((r): r is TxRecord => !!r)
    const coinbase = records[0]
    const paying = records.slice(1)
    const rates = paying.map((r) => r.fee / r.vsize).sort((a, b) => a - b)
    const fees = paying.map((r) => r.fee).sort((a, b) => a - b)
    const vsize = Math.ceil(block.weight / 4)
    const first = coinbase?.outputs[0]
    const tag = block.coinbaseTag
    const segwit = paying.filter((r) => r.weight < r.size * 4)
    extras = {
      totalFees: block.fees,
      medianFee: percentiles(rates, [0.5])[0],
      feeRange: percentiles(rates, [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]),
      reward: block.reward,
      pool: { id: block.pool.id, name: block.pool.name, slug: block.pool.slug, minerNames: null },
      avgFee: paying.length ? Math.round(block.fees / paying.length) : 0,
      avgFeeRate: paying.length
        ? Math.round(block.fees / paying.reduce((n, r) => n + r.vsize, 0))
        : 0,
      coinbaseRaw: coinbase
        ? hex(Transaction.fromBuffer(coinbase.raw).ins[0]?.script ?? new Uint8Array())
        : '',
      // mempool reads the coinbase's first output: its address (or null) and its script's asm.
      coinbaseAddress: first?.address ?? null,
      coinbaseAddresses: [
        ...new Set(coinbase?.outputs.flatMap((o) => (o.address ? [o.address] : [])) ?? []),
      ],
      coinbaseSignature: first ? scriptAsm(first.script) : null,
      coinbaseSignatureAscii: tag,
      virtualSize: vsize,
      // getblockstats: total_size leaves the coinbase out, txs counts it; mempool keeps two decimals.
      avgTxSize: records.length
        ? Math.round((paying.reduce((n, r) => n + r.size, 0) / records.length) * 100) * 0.01
        : 0,
      totalInputs: paying.reduce((n, r) => n + r.prevouts.length, 0),
      totalOutputs: records.reduce((n, r) => n + r.outputs.length, 0),
      // getblockstats' total_out leaves the coinbase out.
      totalOutputAmt: paying.reduce((n, r) => n + r.outputs.reduce((m, o) => m + o.value, 0), 0),
      medianFeeAmt: percentiles(fees, [0.5])[0],
      feePercentiles: percentiles(fees, [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]),
      segwitTotalTxs: segwit.length,
      segwitTotalSize: segwit.reduce((n, r) => n + r.size, 0),
      segwitTotalWeight: segwit.reduce((n, r) => n + r.weight, 0),
      header: hex(block.header),
      utxoSetChange: records.reduce((n, r) => n + r.outputs.length - r.prevouts.length, 0),
      utxoSetSize: null,
      // Both need Core's coinstatsindex, which simnet's node does not keep: null, as mempool sends them then.
      totalInputAmt: null,
      ...auditFields(chain, block),
      // mempool sets similarity for the blocks it saw arrive (the audit's, or against its first projected
      // block); simnet's seeded blocks send 1, since the recorded mempool.js block shape (client-compat)
      // carries the field: a known gap, as the audit fields of those blocks are null.
      similarity: keptSimilarity(chain, block) ?? 1,
      orphans: [],
    }
    extrasCache.set(block, extras)
  }
  return { ...blockJson(block), stale: false, extras }
}
