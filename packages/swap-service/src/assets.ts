// The two chains of the local world and their one token each, as the platform API lists them and as the
// cross-chain API names them in quotes, orders and statuses.
import type { Chain, Token, TransferChain, TransferToken } from '@outpoint/swap-client'

/** The slugs clients pass as `fromChain` / `toChain` / `chain`. */
export type ChainSlug = 'bitcoin' | 'anvil'

/** The address standing for a chain's native coin, as the platform writes it. */
export const nativeAddress = {
  bitcoin: 'btc',
  anvil: '0x0000000000000000000000000000000000000000',
} as const satisfies Record<ChainSlug, string>

export const decimals = { bitcoin: 8, anvil: 18 } as const satisfies Record<ChainSlug, number>
export const symbols = { bitcoin: 'BTC', anvil: 'ETH' } as const satisfies Record<ChainSlug, string>

/** The local EVM chain's id: anvil's and Hardhat's usual one, which `npm start` runs. */
export const anvilChainId = 31337

/** How the platform and the cross-chain API name each chain. */
const chainNames = {
  bitcoin: 'Bitcoin (simnet)',
  anvil: `Local chain ${anvilChainId}`,
} as const satisfies Record<ChainSlug, string>

/** A chain's native coin as the platform describes it (its `nativeToken`). */
function nativeToken(chain: ChainSlug) {
  return { symbol: symbols[chain], decimals: decimals[chain], address: nativeAddress[chain] }
}

export function isChainSlug(value: string): value is ChainSlug {
  return value === 'bitcoin' || value === 'anvil'
}

/** `GET /api/v1/chains`: simnet's main chain and the anvil chain. */
export function platformChains(anvilRpcUrl: string): Chain[] {
  return [
    {
      slug: 'bitcoin',
      name: chainNames.bitcoin,
      type: 'bitcoin',
      nativeToken: nativeToken('bitcoin'),
    },
    {
      slug: 'anvil',
      name: chainNames.anvil,
      type: 'evm',
      id: anvilChainId,
      nativeToken: nativeToken('anvil'),
      rpcUrl: anvilRpcUrl,
    },
  ]
}

/** `GET /api/v1/tokens`: BTC and ETH, each on its chain. */
export function platformTokens(): Token[] {
  return (['bitcoin', 'anvil'] as const).map((chain) => ({
    symbol: symbols[chain],
    name: chain === 'bitcoin' ? 'Bitcoin' : 'Ether',
    address: nativeAddress[chain],
    decimals: decimals[chain],
    chain,
  }))
}

export function transferToken(chain: ChainSlug): TransferToken {
  return { ...nativeToken(chain), chain }
}

export function transferChain(chain: ChainSlug): TransferChain {
  return chain === 'bitcoin'
    ? { slug: 'bitcoin', name: chainNames.bitcoin, protocolType: 'bitcoin' }
    : { slug: 'anvil', name: chainNames.anvil, chainId: anvilChainId, protocolType: 'evm' }
}
