import type { Network } from '@outpoint/explorer-client'
import { networkPath } from '../../app/networks'

/** A mining pool's page on a network: `poolPath('testnet', 'foundryusa')` is `/testnet/mining/pool/foundryusa`. */
export function poolPath(network: Network, slug: string): string {
  return networkPath(network, `/mining/pool/${encodeURIComponent(slug)}`)
}
