import { Transaction } from '../bitcoin/tx.js'
import type { SimChain } from './history.js'
import { mempoolGraph } from './mempool-graph.js'
import { outpointOf, rawInputs } from './mempool-inputs.js'
import { replaceInMempool } from './replace.js'
import type { Output, TxRecord } from './types.js'

/** A refusal as bitcoind's `sendrawtransaction` words it: an RPC error code and Core's reject reason. */
export class TxRejected extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/** RPC_DESERIALIZATION_ERROR, RPC_TRANSACTION_ERROR, RPC_VERIFY_REJECTED, RPC_VERIFY_ALREADY_IN_UTXO_SET. */
const decodeFailed = () =>
  new TxRejected(-22, 'TX decode failed. Make sure the tx has at least one input.')
const missingInputs = () => new TxRejected(-25, 'bad-txns-inputs-missingorspent')
const rejected = (message: string) => new TxRejected(-26, message)

const maxMoney = 21_000_000 * 100_000_000
const maxStandardWeight = 400_000
const coinbaseMaturity = 100
/** Core's default relay policy, in sat/vB: minimum relay fee and the increment a replacement adds. */
const minRelayRate = 1
/** sendrawtransaction's default `maxfeerate` (0.10 BTC/kvB), in sat/vB. */
const maxFeeRate = 10_000
const chainLimit = 25
const maxReplacements = 100

/** Core's `FormatMoney`: BTC with at least two decimals. */
export function formatMoney(sats: number): string {
  const sign = sats < 0 ? '-' : ''
  const abs = Math.abs(sats)
  const text = `${Math.floor(abs / 1e8)}.${String(abs % 1e8).padStart(8, '0')}`
  return sign + text.replace(/(\.\d\d\d*?)0+$/, '$1')
}

/** A fee rate as Core's `CFeeRate::ToString` prints it (BTC/kvB, eight decimals). */
const feeRateText = (fee: number, vsize: number) => {
  const perKvB = Math.floor((fee * 1000) / vsize)
  return `${Math.floor(perKvB / 1e8)}.${String(perKvB % 1e8).padStart(8, '0')} BTC/kvB`
}

const isWitnessProgram = (script: Uint8Array) =>
  script.length >= 4 &&
  script.length <= 42 &&
  (script[0] === 0 || ((script[0] ?? 0) >= 0x51 && (script[0] ?? 0) <= 0x60)) &&
  script[1] === script.length - 2

/** Core's dust threshold at the default 3 sat/vB dust relay fee: the cost of spending the output. */
function dustThreshold(output: Output): number {
  if (output.type === 'op_return') return 0
  const spend = isWitnessProgram(output.script) ? 67 : 148
  return (8 + 1 + output.script.length + spend) * 3
}

/**
 * Checks a raw transaction as bitcoind's `sendrawtransaction` would with the default policy (full RBF,
 * 25-transaction chains, 1 sat/vB), without scripts (simnet verifies no signatures), and puts it in the
 * mempool, replacing what it conflicts with. Returns the transaction's record (also when it was already
 * in the mempool); throws `TxRejected` with Core's code and reason otherwise.
 */
export function acceptTransaction(sim: SimChain, hex: string, time: number): TxRecord {
  return admit(sim, hex, time, false) as TxRecord
}

/** What bitcoind's `testmempoolaccept` reports of a transaction it would accept. */
export interface AcceptTest {
  txid: string
  wtxid: string
  vsize: number
  fee: number
}

/**
 * The checks of {@link acceptTransaction} without putting the transaction in the mempool (bitcoind's
 * `testmempoolaccept` of one transaction): what it would accept, or `TxRejected` with Core's reason.
 */
export function testTransaction(sim: SimChain, hex: string): AcceptTest {
  return admit(sim, hex, 0, true) as AcceptTest
}

function admit(sim: SimChain, hex: string, time: number, test: boolean): TxRecord | AcceptTest {
  const { chain } = sim
  const text = hex.trim()
  if (!/^([0-9a-fA-F]{2})+$/.test(text)) throw decodeFailed()
  let tx: Transaction
  try {
    tx = Transaction.fromHex(text)
  } catch {
    throw decodeFailed()
  }
  if (tx.ins.length === 0) throw decodeFailed()
  if (tx.outs.length === 0) throw rejected('bad-txns-vout-empty')
  const raw = tx.toBuffer()
  const outputs = chain.outputs(tx, raw)
  if (outputs.some((o) => o.value > maxMoney)) throw rejected('bad-txns-vout-toolarge')
  const paid = outputs.reduce((n, o) => n + o.value, 0)
  if (paid > maxMoney) throw rejected('bad-txns-txouttotal-toolarge')
  const inputs = rawInputs(raw)
  const outpoints = inputs.map(outpointOf)
  if (new Set(outpoints).size !== outpoints.length) throw rejected('bad-txns-inputs-duplicate')
  if (inputs.some((input) => /^0{64}$/.test(input.txid) && input.vout === 0xffffffff)) {
    throw rejected(tx.isCoinbase() ? 'coinbase' : 'bad-txns-prevout-null')
  }
  if (tx.version < 1 || tx.version > 3) throw rejected('version')
  if (tx.weight() > maxStandardWeight) throw rejected('tx-size')
  if (
    outputs.some((o) => o.type === 'empty' || (o.type === 'unknown' && !isWitnessProgram(o.script)))
  ) {
    throw rejected('scriptpubkey')
  }
  if (outputs.some((o) => o.value < dustThreshold(o))) throw rejected('dust')

  const txid = tx.getId()
  const known = chain.txs.get(txid)
  if (known?.confirmation) throw new TxRejected(-27, 'Transaction outputs already in utxo set')
  if (known && test) throw rejected('txn-already-in-mempool')
  if (known) return known

  // Inputs: each output must exist, unspent or spent only by mempool transactions this one may replace.
  const conflicts = new Set<string>()
  const prevouts: Output[] = []
  for (const input of inputs) {
    const prevout = chain.txs.get(input.txid)?.outputs[input.vout]
    if (!prevout) throw missingInputs()
    const spender = chain.spends.get(outpointOf(input))
    if (spender) {
      if (!chain.mempool.has(spender.txid)) throw missingInputs()
      conflicts.add(spender.txid)
    }
    prevouts.push(prevout)
  }
  const graph = mempoolGraph(chain)
  const evicted = new Set<string>()
  for (const conflict of conflicts) {
    const node = graph.nodes.get(conflict)
    if (!node) continue
    evicted.add(conflict)
    for (const descendant of graph.descendants(node)) evicted.add(descendant.record.txid)
  }
  for (const input of inputs) {
    if (evicted.has(input.txid)) {
      throw rejected(
        `bad-txns-spends-conflicting-tx, ${txid} spends conflicting transaction ${input.txid}`,
      )
    }
    const parent = chain.txs.get(input.txid)
    const depth = parent?.confirmation ? chain.tip.height - parent.confirmation.height + 1 : 0
    if (parent?.coinbase && depth < coinbaseMaturity) {
      throw rejected(
        `bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth ${depth}`,
      )
    }
  }
  const available = prevouts.reduce((n, o) => n + o.value, 0)
  if (available < paid) {
    throw rejected(
      `bad-txns-in-belowout, value in (${formatMoney(available)}) < value out (${formatMoney(paid)})`,
    )
  }
  const fee = available - paid
  const vsize = tx.virtualSize()
  if (fee < vsize * minRelayRate)
    throw rejected(`min relay fee not met, ${fee} < ${vsize * minRelayRate}`)
  if (fee > vsize * maxFeeRate) {
    throw new TxRejected(-25, 'Fee exceeds maximum configured by user (e.g. -maxtxfee, maxfeerate)')
  }
  checkChainLimits(
    sim,
    inputs.map((input) => input.txid),
    evicted,
  )
  if (conflicts.size) checkReplacement(sim, { txid, fee, vsize, inputs }, conflicts, evicted)

  if (test)
    return { txid, wtxid: Buffer.from(tx.getHash(true)).reverse().toString('hex'), vsize, fee }
  if (!conflicts.size) return chain.addTransaction(tx, time)
  const done = replaceInMempool(sim, [...conflicts], () => chain.addTransaction(tx, time))
  if (!done) throw rejected('replacement failed')
  return done.record
}

/** Core's package limits: 25 unconfirmed ancestors (with itself), 25 descendants for each of them. */
function checkChainLimits(
  sim: SimChain,
  parentTxids: string[],
  evicted: ReadonlySet<string>,
): void {
  const graph = mempoolGraph(sim.chain)
  const ancestors = new Set<string>()
  for (const txid of parentTxids) {
    const node = graph.nodes.get(txid)
    if (!node || ancestors.has(txid)) continue
    ancestors.add(txid)
    for (const ancestor of graph.ancestors(node)) ancestors.add(ancestor.record.txid)
  }
  if (ancestors.size + 1 > chainLimit) {
    throw rejected(`too-long-mempool-chain, too many unconfirmed ancestors [limit: ${chainLimit}]`)
  }
  for (const txid of ancestors) {
    const node = graph.nodes.get(txid)
    if (!node) continue
    const descendants = graph.descendants(node).filter((d) => !evicted.has(d.record.txid))
    if (descendants.length + 2 > chainLimit) {
      throw rejected(
        `too-long-mempool-chain, too many descendants for tx ${txid} [limit: ${chainLimit}]`,
      )
    }
  }
}

/** BIP 125 as Core 28 applies it with full RBF: rules 2 to 6 (any transaction may be replaced). */
function checkReplacement(
  sim: SimChain,
  replacement: { txid: string; fee: number; vsize: number; inputs: ReturnType<typeof rawInputs> },
  conflicts: ReadonlySet<string>,
  evicted: ReadonlySet<string>,
): void {
  const { chain } = sim
  const { txid, fee, vsize } = replacement
  if (evicted.size > maxReplacements) {
    throw rejected(
      `too many potential replacements, rejecting replacement ${txid}; too many potential replacements (${evicted.size} > ${maxReplacements})`,
    )
  }
  const conflictParents = new Set<string>()
  for (const conflict of conflicts) {
    const record = chain.mempool.get(conflict)
    for (const input of record ? rawInputs(record.raw) : []) conflictParents.add(input.txid)
  }
  replacement.inputs.forEach((input, index) => {
    if (chain.mempool.has(input.txid) && !conflictParents.has(input.txid)) {
      throw rejected(
        `replacement-adds-unconfirmed, replacement ${txid} adds unconfirmed input, idx ${index}`,
      )
    }
  })
  for (const conflict of conflicts) {
    const old = chain.mempool.get(conflict)
    if (old && fee * old.vsize <= old.fee * vsize) {
      throw rejected(
        `insufficient fee, rejecting replacement ${txid}; new feerate ${feeRateText(fee, vsize)} <= old feerate ${feeRateText(old.fee, old.vsize)}`,
      )
    }
  }
  const oldFees = [...evicted].reduce((n, id) => n + (chain.mempool.get(id)?.fee ?? 0), 0)
  if (fee < oldFees) {
    throw rejected(
      `insufficient fee, rejecting replacement ${txid}, less fees than conflicting txs; ${formatMoney(fee)} < ${formatMoney(oldFees)}`,
    )
  }
  const required = vsize * minRelayRate
  if (fee - oldFees < required) {
    throw rejected(
      `insufficient fee, rejecting replacement ${txid}, not enough additional fees to relay; ${formatMoney(fee - oldFees)} < ${formatMoney(required)}`,
    )
  }
}
