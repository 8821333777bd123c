import { createWalletConfig, defaultChains, type WalletChain } from '@outpoint/wallet'

/**
 * The chains the wallet offers: the defaults (Ethereum, Sepolia), then the server's chains. A served chain
 * with a default's id replaces it, so an operator can point mainnet at their own RPC endpoint.
 */
export function walletChains(served: readonly WalletChain[] = []): WalletChain[] {
  const byId = new Map(served.map((chain) => [chain.id, chain]))
  const defaults = defaultChains().map((chain) => byId.get(chain.id) ?? chain)
  const known = new Set(defaults.map((chain) => chain.id))
  return [...defaults, ...served.filter((chain) => !known.has(chain.id))]
}

type WalletConfig = ReturnType<typeof createWalletConfig>
let cached: { key: string; config: WalletConfig } | undefined

/**
 * One wagmi config per chain list for the life of the page: a config watches the EIP-6963 announcements
 * and owns the connection, so remounting the panel (or React's strict-mode double render) must reuse it.
 */
export function walletConfigFor(served: readonly WalletChain[] = []): WalletConfig {
  const chains = walletChains(served)
  const key = JSON.stringify(chains)
  if (cached?.key !== key) cached = { key, config: createWalletConfig(chains) }
  return cached.config
}
