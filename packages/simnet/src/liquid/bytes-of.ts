import { compactSizeLength, concatBytes } from './bytes.js'
import type { LiquidChain } from './chain.js'
import { type ElementsTx, parseTx, serializeTx } from './elements-tx.js'
import { serializeHeader, signblockWitness } from './header.js'
import type { LiquidBlockRecord, LiquidTxRecord } from './types.js'
import { drawWitness } from './witness.js'

/** The generator seed of a transaction's witness: its txid's first four bytes (as printed). */
const witnessSeed = (txid: string): number => Number.parseInt(txid.slice(0, 8), 16)

/** A recorded transaction with its witness: as received, or drawn (the same bytes on every call). */
export function fullTx(chain: LiquidChain, record: LiquidTxRecord): ElementsTx {
  const tx = parseTx(record.raw)
  const witness = record.witness ?? drawWitness(chain.planOf(tx, record), witnessSeed(record.txid))
  return { ...tx, witness }
}

/** The full serialisation of a recorded transaction (what `/tx/:txid/hex` and `/raw` serve). */
export const fullTxBytes = (chain: LiquidChain, record: LiquidTxRecord): Uint8Array =>
  serializeTx(fullTx(chain, record), true)

/** The full header of a block: the hashed fields and the functionaries' signblock witness. */
export function fullHeader(chain: LiquidChain, block: LiquidBlockRecord): Uint8Array {
  return serializeHeader(block, chain.federation, signblockWitness(block.hash, chain.federation))
}

/** The serialised block: header, transaction count, transactions. */
export function rawBlock(chain: LiquidChain, block: LiquidBlockRecord): Uint8Array {
  const count = new Uint8Array(compactSizeLength(block.txids.length))
  // Blocks hold far fewer than 0xfd transactions, but write the CompactSize in full anyway.
  const n = block.txids.length
  if (n < 0xfd) count[0] = n
  else count.set([0xfd, n & 0xff, n >> 8])
  const txs = block.txids.map((txid) => {
    const record = chain.txs.get(txid)
    if (!record) throw new Error(`block ${block.hash} holds unknown tx ${txid}`)
    return fullTxBytes(chain, record)
  })
  return concatBytes(fullHeader(chain, block), count, ...txs)
}
