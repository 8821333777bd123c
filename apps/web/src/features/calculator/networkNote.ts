import { t } from '@lingui/core/macro'
import type { Network } from '@outpoint/explorer-client'

/**
 * What fiat figures mean on a network: mempool's price feed quotes mainnet BTC only, so on a test network
 * they are what the same amount of real bitcoin would be worth, and on Liquid what L-BTC's peg makes it.
 */
export function fiatNote(network: Network): string | undefined {
  if (network === 'main') return undefined
  if (network === 'liquid')
    return t`L-BTC is pegged 1:1 to BTC: fiat figures are mainnet BTC prices.`
  return t`Test coins have no market value: fiat figures are mainnet BTC prices, as if these were real bitcoin.`
}
