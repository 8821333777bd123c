import { encodeAddress } from './address'
import type { WalletSpec } from './descriptor'
import type { AddressParams } from './networks'

/** Receive (0) or change (1). */
export type ChainIndex = 0 | 1

/** How many chains a wallet has: 2, or 1 for a descriptor with one `/…/*` path that is not `/0/*`. */
export function chainCount(spec: WalletSpec): number {
  return Math.min(...spec.keys.map((k) => k.chains.length))
}

/** The address at `index` of a chain: each key derived along the chain's path, then the index. */
export function deriveAddress(
  spec: WalletSpec,
  params: AddressParams,
  chain: ChainIndex,
  index: number,
): string {
  const keys = spec.keys.map((source) => {
    let node = source.key
    for (const step of source.chains[chain] ?? []) node = node.deriveChild(step)
    const publicKey = node.deriveChild(index).publicKey
    if (!publicKey) throw new Error('derivation gave no public key')
    return publicKey
  })
  return encodeAddress(spec.script, keys, params)
}
