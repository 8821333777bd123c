import type { PoolTag } from '@outpoint/explorer-client'
import type { ScriptType } from '../bitcoin/script.js'
import type { TxOutput } from './output.js'

/** An output as the chain indexes it: the script decoded once (see `TxOutput`). */
export interface Output {
  readonly value: number
  readonly script: Uint8Array
  readonly type: ScriptType
  readonly address: string | undefined
}

/** Where a confirmed transaction sits. */
export interface Confirmation {
  height: number
  hash: string
  time: number
  /** Position in the block. */
  index: number
}

export interface TxRecord {
  txid: string
  /** The serialised transaction (with witnesses); decode with `Transaction.fromBuffer` when serving it. */
  raw: Uint8Array
  outputs: TxOutput[]
  /** Outputs spent by the inputs, in input order (empty for a coinbase). */
  prevouts: TxOutput[]
  coinbase: boolean
  fee: number
  size: number
  weight: number
  vsize: number
  /** Unix seconds the transaction was first seen (mempool arrival, or its block's time). */
  firstSeen: number
  confirmation: Confirmation | undefined
}

export interface BlockRecord {
  hash: string
  height: number
  version: number
  previousHash: string
  merkleRoot: string
  time: number
  mediantime: number
  bits: number
  nonce: number
  difficulty: number
  header: Uint8Array
  txids: string[]
  size: number
  weight: number
  pool: PoolTag
  /** Sum of the fees of the block's transactions. */
  fees: number
  /** Subsidy plus fees. */
  reward: number
  coinbaseTag: string
}
