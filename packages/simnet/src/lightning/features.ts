import type { LightningNodeFeature } from '@outpoint/explorer-client'
import type { FeatureSet } from './types.js'

/** BOLT 9 feature names by bit pair (the even bit is "required", the odd one "optional"). */
const featureNames: Record<number, string> = {
  0: 'data-loss-protect',
  4: 'upfront-shutdown-script',
  6: 'gossip-queries',
  8: 'tlv-onion',
  10: 'gossip-queries-ex',
  12: 'static-remote-key',
  14: 'payment-addr',
  16: 'multi-path-payments',
  18: 'wumbo-channels',
  20: 'anchors',
  22: 'anchors-zero-fee-htlc-tx',
  24: 'route-blinding',
  26: 'shutdown-any-segwit',
  28: 'dual-fund',
  30: 'amp',
  34: 'quiescence',
  38: 'onion-messages',
  44: 'explicit-commitment-type',
  46: 'scid-alias',
  48: 'payment-metadata',
  50: 'zero-conf',
  54: 'keysend',
  2022: 'script-enforced-lease',
}

/** Bits each implementation announces (even = required); bits without a name are shown as unknown. */
const implementations: Record<string, number[]> = {
  lnd: [0, 5, 7, 9, 12, 14, 17, 19, 23, 27, 31, 45, 47, 51, 55, 2023],
  'lnd-taproot': [0, 5, 7, 9, 12, 14, 17, 19, 23, 27, 31, 45, 47, 51, 55, 181, 2023],
  cln: [1, 5, 7, 8, 11, 12, 14, 17, 19, 23, 25, 27, 29, 35, 39, 47, 51],
  eclair: [1, 5, 7, 8, 11, 12, 14, 17, 19, 23, 25, 27, 39, 45, 47, 51, 55],
  ldk: [1, 7, 8, 11, 13, 14, 17, 23, 27, 39, 45, 47, 51, 55],
}

/** Hex of a bit field, upper case and without prefix, as mempool prints `featuresBits`. */
export function featureBitsHex(bits: readonly number[]): string {
  return bits
    .reduce((field, bit) => field | (1n << BigInt(bit)), 0n)
    .toString(16)
    .toUpperCase()
}

function featureSet(implementation: string, bits: number[]): FeatureSet {
  const features: LightningNodeFeature[] = bits.map((bit) => {
    const name = featureNames[bit - (bit % 2)]
    return {
      bit,
      name: name ?? 'unknown',
      is_known: name !== undefined,
      is_required: bit % 2 === 0,
    }
  })
  return { implementation, features, bits: featureBitsHex(bits) }
}

/** One shared feature set per implementation: nodes point at them, nothing is copied per node. */
export const featureSets: Readonly<Record<string, FeatureSet>> = Object.fromEntries(
  Object.entries(implementations).map(([name, bits]) => [name, featureSet(name, bits)]),
)
