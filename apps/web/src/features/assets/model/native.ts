import type { Network } from '@outpoint/explorer-client'
import { nativeAssets } from '../../transaction/model/assets'
import type { ListedAsset } from './listing'

/** The network's own coin as a listed asset (the registry lists issued assets only). */
export function nativeListed(network: Network): ListedAsset | undefined {
  const id = nativeAssets[network]
  if (!id) return undefined
  const test = network !== 'liquid'
  return {
    id,
    name: test ? 'Liquid Testnet Bitcoin' : 'Liquid Bitcoin',
    ticker: test ? 'tL-BTC' : 'L-BTC',
    domain: undefined,
    precision: 8,
  }
}
