import { Transaction } from '../bitcoin/tx.js'
import { TxRejected } from '../chain/mempool-accept.js'
import { displayHex } from './bytes.js'
import type { LiquidChain } from './chain.js'
import type { ElementsTx } from './elements-tx.js'
import type { PeginFacts } from './types.js'

const rejected = (message: string) => new TxRejected(-26, message)

/** An 8-byte little-endian amount as a number (peg-in values stay far below 2^53). */
function u64le(bytes: Uint8Array): number {
  let value = 0
  for (let i = 7; i >= 0; i--) value = value * 256 + (bytes[i] ?? 0)
  return value
}

/**
 * The facts of a received transaction's peg-in inputs, read from their peg-in witnesses: value (LE),
 * asset, parent genesis, claim script, the Bitcoin transaction and its merkle proof. The witness must
 * name L-BTC and this network's parent chain, its Bitcoin transaction must be the one the input spends
 * and pay the value claimed, and no other peg-in may have claimed that output. The proof itself is not
 * checked against Bitcoin (simnet has no parent chain to check it on), nor is the claim script's key.
 */
export function peginFacts(chain: LiquidChain, tx: ElementsTx): PeginFacts[] {
  const facts: PeginFacts[] = []
  tx.inputs.forEach((input, vin) => {
    if (!input.pegin) return
    const bad = (why: string) => rejected(`bad-pegin-witness, ${why}`)
    const stack = tx.witness?.inputs[vin]?.pegin ?? []
    const [value, asset, genesis, claimScript, mainchainTx] = stack
    if (stack.length !== 6 || !value || !asset || !genesis || !claimScript || !mainchainTx)
      throw bad('Peg-in witness must have 6 items')
    if (value.length !== 8) throw bad('Value is not 8 bytes')
    if (asset.length !== 32 || displayHex(asset) !== chain.params.nativeAsset)
      throw bad('Peg-in asset is not the native asset')
    if (genesis.length !== 32 || displayHex(genesis) !== chain.params.parentGenesis)
      throw bad('Parent genesis block does not match')
    let bitcoin: Transaction
    try {
      bitcoin = Transaction.fromBuffer(Buffer.from(mainchainTx))
    } catch {
      throw bad('Peg-in tx is not a valid Bitcoin transaction')
    }
    const claimed = u64le(value)
    if (bitcoin.getId() !== displayHex(input.txid))
      throw bad('Peg-in tx does not match the input it claims')
    const paid = bitcoin.outs[input.vout]
    if (!paid || Number(paid.value) !== claimed) throw bad('Peg-in value does not match the output')
    const outpoint = `${displayHex(input.txid)}:${input.vout}`
    if (chain.claims.has(outpoint)) throw rejected('bad-txns-double-pegin')
    facts.push({ vin, value: claimed, mainchainTx, claimScript })
  })
  return facts
}
