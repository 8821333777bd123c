import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AnyTransaction, AnyVin } from './types'

/** nSequence values below this signal opt-in replace-by-fee (BIP 125). */
const rbfSequenceLimit = 0xfffffffe

export interface TxFeatures {
  segwit: boolean
  taproot: boolean
  rbf: boolean
}

const hasWitness = (vin: AnyVin) => (vin.witness?.length ?? 0) > 0

/** SegWit (any input has a witness), Taproot (any input spends a P2TR output), RBF signalling. */
export function txFeatures(tx: AnyTransaction): TxFeatures {
  const vin: readonly AnyVin[] = tx.vin
  return {
    segwit: vin.some(hasWitness),
    taproot: vin.some((input) => input.prevout?.scriptpubkey_type === 'v1_p2tr'),
    rbf: vin.some((input) => !input.is_coinbase && input.sequence < rbfSequenceLimit),
  }
}

/** Virtual size in vbytes: weight / 4, rounded up (BIP 141). */
export function vsizeOf(tx: Pick<AnyTransaction, 'weight'>): number {
  return Math.ceil(tx.weight / 4)
}

/** Fee rate in sat/vB. */
export function feeRateOf(tx: Pick<AnyTransaction, 'weight' | 'fee'>): number {
  const vsize = vsizeOf(tx)
  return vsize > 0 ? tx.fee / vsize : 0
}

export function isCoinbase(tx: AnyTransaction): boolean {
  return tx.vin[0]?.is_coinbase === true
}

/** Script types by the service's name: the standard names as written everywhere, the rest in words. */
const scriptLabels: Record<string, string | MessageDescriptor> = {
  p2pkh: 'P2PKH',
  p2sh: 'P2SH',
  v0_p2wpkh: 'P2WPKH',
  v0_p2wsh: 'P2WSH',
  v1_p2tr: 'P2TR',
  p2pk: 'P2PK',
  multisig: msg`Bare multisig`,
  op_return: 'OP_RETURN',
  anchor: msg({ message: 'Anchor', context: 'script type' }),
  empty: msg({ message: 'Empty', context: 'script type' }),
  provably_unspendable: msg({ message: 'Unspendable', context: 'script type' }),
  fee: msg({ message: 'Fee', context: 'script type' }),
  unknown: msg({ message: 'Unknown', context: 'script type' }),
}

/** "P2WPKH", "OP_RETURN"...: script types as people write them. */
export function scriptTypeLabel(type: string): string {
  const label = scriptLabels[type]
  if (label === undefined) return type
  return typeof label === 'string' ? label : i18n._(label)
}

/** Total of the explicit output values (confidential Liquid outputs count as 0). */
export function totalOutput(tx: AnyTransaction): number {
  let sum = 0
  for (const vout of tx.vout) sum += vout.value ?? 0
  return sum
}

/**
 * What a Liquid transaction's explicit outputs of one asset add up to, or undefined when none of its
 * outputs of that asset is explicit (blinded ones hide both asset and amount). Amounts of different
 * assets are never added together.
 */
export function assetOutput(tx: AnyTransaction, assetId: string): number | undefined {
  let sum: number | undefined
  for (const vout of tx.vout) {
    if ('asset' in vout && vout.asset === assetId && vout.value !== undefined) {
      sum = (sum ?? 0) + vout.value
    }
  }
  return sum
}
