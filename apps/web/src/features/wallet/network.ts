import type { WalletStatus } from './storedConnection'

interface ChainLike {
  id: number
}

/** The wallet is connected but on a chain this app does not offer. */
export function isWrongNetwork(
  status: WalletStatus,
  walletChainId: number | undefined,
  chains: readonly ChainLike[],
): boolean {
  if (status !== 'connected' || walletChainId === undefined) return false
  return !chains.some((chain) => chain.id === walletChainId)
}

/**
 * Where "switch back" goes from a wrong network: the chain the app last used (wagmi keeps it when the
 * wallet wanders off to an unknown chain), else the first one offered.
 */
export function switchBackTarget<C extends ChainLike>(
  chains: readonly C[],
  lastUsedId: number | undefined,
): C | undefined {
  return chains.find((chain) => chain.id === lastUsedId) ?? chains[0]
}
