import {
  type Config,
  createConfig,
  createStorage,
  http,
  injected,
  type Transport,
} from '@wagmi/core'
import type { Chain } from 'viem'
import { pollingInterval, toViemChain, type WalletChain } from './chains.js'

/** The part of the Web Storage API wagmi needs (`localStorage` fits; tests pass a Map-backed one). */
export interface WalletStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface WalletConfigOptions {
  /** Where wagmi persists the connection (keys `wagmi.*`). Defaults to `localStorage` when there is one. */
  storage?: WalletStorage
}

/**
 * The wagmi config for the given chains: one HTTP transport per chain at its RPC URL, a polling interval
 * per chain from its block time, the plain injected wallet, and EIP-6963 discovery of every other
 * browser wallet (wagmi's default). No WalletConnect, so no cloud project id.
 *
 * @example
 * const config = createWalletConfig(defaultChains([localChain(31337, 'http://127.0.0.1:8545')]))
 */
export function createWalletConfig(
  chains: WalletChain[],
  options: WalletConfigOptions = {},
): Config {
  const [first, ...rest] = chains
  if (!first) throw new Error('createWalletConfig needs at least one chain')
  const viemChains: readonly [Chain, ...Chain[]] = [toViemChain(first), ...rest.map(toViemChain)]
  const transports: Record<number, Transport> = {}
  const intervals: Record<number, number> = {}
  for (const chain of chains) {
    transports[chain.id] = http(chain.rpcUrl)
    intervals[chain.id] = pollingInterval(chain)
  }
  return createConfig({
    chains: viemChains,
    transports,
    pollingInterval: intervals,
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    // wagmi's own default already falls back to no storage outside a browser; only override when given.
    ...(options.storage
      ? { storage: createStorage({ key: 'wagmi', storage: options.storage }) }
      : {}),
  })
}
