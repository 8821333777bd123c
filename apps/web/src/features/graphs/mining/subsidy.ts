import type { Network } from '@outpoint/explorer-client'

/** Blocks between halvings: Bitcoin Core's `nSubsidyHalvingInterval` (150 on regtest). */
export function halvingInterval(network: Network): number {
  return network === 'regtest' ? 150 : 210_000
}

/**
 * The new coins a block at `height` may claim, in sats: 50 BTC halved every interval, none after 64
 * halvings. Charts take it at a group's average height, as mempool.space's fees-vs-subsidy chart does.
 */
export function subsidyAt(height: number, network: Network): number {
  const halvings = Math.floor(height / halvingInterval(network))
  return halvings >= 64 ? 0 : Math.floor(5_000_000_000 / 2 ** halvings)
}
