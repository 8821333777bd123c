import type { Chain, Token } from '@outpoint/swap-client'
import type { ReceiveChainType } from './validate'

/** A chain the page can swap on: Bitcoin (the explorer's main network) or an EVM chain. */
export interface SwapChain {
  slug: string
  name: string
  type: ReceiveChainType
  /** The EVM chain id, for the wallet. */
  id?: number
  /** http(s) only: a link to an EVM transaction is made from it. */
  explorerUrl?: string
}

export interface SwapToken {
  symbol: string
  address: string
  decimals: number
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.href.replace(/\/+$/, '')
      : undefined
  } catch {
    return undefined
  }
}

/** The chains of the platform answer that the page can use; others (and malformed entries) are left out. */
export function readChains(chains: readonly Chain[]): SwapChain[] {
  const out: SwapChain[] = []
  for (const chain of chains) {
    const slug = text(chain?.slug)
    const type = chain?.type
    if (!slug || (type !== 'bitcoin' && type !== 'evm')) continue
    if (type === 'evm' && !(Number.isSafeInteger(chain.id) && (chain.id ?? 0) > 0)) continue
    const explorerUrl = httpUrl(chain.blockExplorerUrl)
    out.push({
      slug,
      name: text(chain.name) ?? slug,
      type,
      ...(type === 'evm' && chain.id !== undefined ? { id: chain.id } : {}),
      ...(explorerUrl ? { explorerUrl } : {}),
    })
  }
  return out
}

/** A chain's tokens from the platform answer, malformed entries left out. */
export function tokensOf(tokens: readonly Token[], chain: string): SwapToken[] {
  return tokens
    .filter((token) => token?.chain === chain)
    .flatMap((token) => {
      const symbol = text(token.symbol)
      const address = text(token.address)
      const decimals = token.decimals
      if (!symbol || !address || !Number.isInteger(decimals) || decimals < 0 || decimals > 36)
        return []
      return [{ symbol, address, decimals }]
    })
}

/** The explorer page of an EVM transaction, when the chain has an explorer. */
export function evmTxUrl(explorerUrl: string | undefined, hash: string): string | undefined {
  if (!explorerUrl || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return undefined
  return `${explorerUrl}/tx/${hash}`
}
