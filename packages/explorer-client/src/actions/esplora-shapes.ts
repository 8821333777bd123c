import type { ExplorerClient } from '../client.js'
import { isLiquidNetwork } from '../networks.js'
import { maybe, orNull, type Schema, schema } from '../validate/schema.js'
import type { Check } from '../validate/shape.js'
import { actionRoutes, withRoutes } from './endpoint.js'

/*
 * The wire shapes of the Esplora layer (mempool/electrs src/rest.rs), checked at the client's door. Bitcoin
 * and Liquid share the transaction and address routes; electrs built with its `liquid` feature sends
 * optional amounts, assets, commitments, peg and issuance fields. See conformance/esplora.md.
 */

/** `TransactionStatus` (util/transaction.rs): the block fields are left out while unconfirmed. */
export const txStatus = { confirmed: 'b', block_height: 'i?', block_hash: 'h?', block_time: 'i?' }

const vout = {
  scriptpubkey: 'x',
  scriptpubkey_asm: 's',
  scriptpubkey_type: 's',
  scriptpubkey_address: 's?',
  value: 'i',
}

const liquidVout = {
  ...vout,
  value: 'i?',
  valuecommitment: 'x?',
  asset: 'h?',
  assetcommitment: 'x?',
  pegout: maybe({
    genesis_hash: 'h',
    scriptpubkey: 'x',
    scriptpubkey_asm: 's',
    scriptpubkey_address: 's?',
  }),
}

const vin = (prevout: Schema) => ({
  txid: 'h',
  vout: 'i',
  /** Always sent: `null` for a coinbase's (and a Liquid peg-in's) input. */
  prevout: orNull(prevout),
  scriptsig: 'x',
  scriptsig_asm: 's',
  witness: maybe(['x'] as const),
  is_coinbase: 'b',
  sequence: 'i',
  inner_redeemscript_asm: 's?',
  inner_witnessscript_asm: 's?',
})

const liquidVin = {
  ...vin(liquidVout),
  is_pegin: 'b',
  issuance: maybe({
    asset_id: 'h',
    is_reissuance: 'b',
    asset_blinding_nonce: 'x?',
    contract_hash: 'x?',
    asset_entropy: 'x',
    assetamount: 'i?',
    assetamountcommitment: 'x?',
    tokenamount: 'i?',
    tokenamountcommitment: 'x?',
  }),
}

/** `TransactionValue`: `status` is always set (a block's transactions carry the block's). */
const transaction = (input: Schema, output: Schema) => ({
  txid: 'h',
  version: 'i',
  locktime: 'i',
  vin: [input] as const,
  vout: [output] as const,
  size: 'i',
  weight: 'i',
  sigops: 'i?',
  fee: 'i',
  status: txStatus,
})

const bitcoinTx = transaction(vin(vout), vout)
const liquidTx = transaction(liquidVin, liquidVout)

/** `SpendingValue`: only `spent` while the output is unspent (or unknown). */
export const outspend = { spent: 'b', txid: 'h?', vin: 'i?', status: maybe(txStatus) }

/** `ScriptStats`: Elements has no sums (amounts may be confidential). */
const bitcoinStats = {
  tx_count: 'i',
  funded_txo_count: 'i',
  funded_txo_sum: 'i',
  spent_txo_count: 'i',
  spent_txo_sum: 'i',
}
const liquidStats = { tx_count: 'i', funded_txo_count: 'i', spent_txo_count: 'i' }

const utxo = { txid: 'h', vout: 'i', status: txStatus, value: 'i' }
const liquidUtxo = {
  ...utxo,
  value: 'i?',
  valuecommitment: 'x?',
  asset: 'h?',
  assetcommitment: 'x?',
  nonce: 'x?',
  noncecommitment: 'x?',
  surjection_proof: 'x?',
  range_proof: 'x?',
}

/** A check per chain: the Bitcoin shape and the Liquid one. */
export interface ChainShapes {
  bitcoin: Schema
  liquid: Schema
}

const both = (bitcoin: Schema, liquid: Schema): ChainShapes => ({ bitcoin, liquid })

export const shapes = {
  tx: both(bitcoinTx, liquidTx),
  txs: both([bitcoinTx] as const, [liquidTx] as const),
  /** `/address/:a` answers `address`, `/scripthash/:h` answers `scripthash`. */
  address: (key: 'address' | 'scripthash') =>
    both(
      { [key]: 's', chain_stats: bitcoinStats, mempool_stats: bitcoinStats },
      { [key]: 's', chain_stats: liquidStats, mempool_stats: liquidStats },
    ),
  utxos: both([utxo] as const, [liquidUtxo] as const),
  /** `TxOverview` (new_index/mempool.rs): Liquid sends `discount_vsize` and no `value`. */
  recent: both(
    [{ txid: 'h', fee: 'i', vsize: 'n', value: 'i' }] as const,
    [{ txid: 'h', fee: 'i', vsize: 'n', discount_vsize: 'i?' }] as const,
  ),
}

type Call = (client: ExplorerClient, params?: unknown) => unknown

/**
 * An action that calls the Bitcoin or the Liquid declaration of the same route, by the client's network
 * (each declared once with `endpoint`, with its own check).
 */
export function byChain<A>(declare: (check: Check) => A, shapes: ChainShapes): A {
  const bitcoin = declare(schema(shapes.bitcoin)) as unknown as Call
  const liquid = declare(schema(shapes.liquid)) as unknown as Call
  const call: Call = (client, params) =>
    (isLiquidNetwork(client.network) ? liquid : bitcoin)(client, params)
  return withRoutes(call, actionRoutes(bitcoin)) as unknown as A
}
