import type { LiquidNetwork, Network } from '@outpoint/explorer-client'

/** The Bitcoin network a Liquid network pegs to: its deposits and payouts are transactions there. */
export function parentNetwork(network: LiquidNetwork): Network {
  return network === 'liquid' ? 'main' : 'testnet'
}
