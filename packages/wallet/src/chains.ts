import { type Chain, defineChain } from 'viem'

/** An EVM chain the wallet can use: the few facts we need, independent of viem's chain shape. */
export interface WalletChain {
  id: number
  name: string
  rpcUrl: string
  /** Average block time in milliseconds; drives the polling interval. */
  blockTime?: number
  nativeCurrency?: NativeCurrency
  explorerUrl?: string
  /** A chain on this machine (anvil): polled fast, never worth a public explorer link. */
  local?: boolean
}

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

const ether: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** The chain viem assumes when a chain states no block time. */
const defaultBlockTime = 12_000
/** Local chains mine on demand, so a short interval keeps the UI and tests quick. */
const localPollingInterval = 250

/**
 * The chains offered by default: Ethereum mainnet and Sepolia over public RPC endpoints, then the given
 * local chains (the anvil instances served with the app).
 *
 * @example
 * defaultChains([localChain(31337, 'http://127.0.0.1:8545')]).map((c) => c.id) // [1, 11155111, 31337]
 */
export function defaultChains(local: WalletChain[] = []): WalletChain[] {
  return [
    {
      id: 1,
      name: 'Ethereum',
      rpcUrl: 'https://ethereum-rpc.publicnode.com',
      blockTime: 12_000,
      nativeCurrency: ether,
      explorerUrl: 'https://etherscan.io',
    },
    {
      id: 11155111,
      name: 'Sepolia',
      rpcUrl: 'https://ethereum-sepolia-rpc.publicnode.com',
      blockTime: 12_000,
      nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
      explorerUrl: 'https://sepolia.etherscan.io',
    },
    ...local,
  ]
}

/** A local development chain (anvil) reached at `rpcUrl`. */
export function localChain(id: number, rpcUrl: string): WalletChain {
  return {
    id,
    name: `Local chain ${id}`,
    rpcUrl,
    blockTime: 1_000,
    nativeCurrency: ether,
    local: true,
  }
}

/**
 * How often to poll the chain, in milliseconds. Same rule as viem (half the block time, kept between
 * 500 and 4000 ms), except local chains, which are polled every 250 ms.
 */
export function pollingInterval(chain: WalletChain): number {
  if (chain.local) return localPollingInterval
  const blockTime = chain.blockTime ?? defaultBlockTime
  return Math.min(Math.max(Math.floor(blockTime / 2), 500), 4000)
}

/** The viem chain object for a wallet chain (what wagmi and `wallet_addEthereumChain` are built from). */
export function toViemChain(chain: WalletChain): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency ?? ether,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    ...(chain.blockTime === undefined ? {} : { blockTime: chain.blockTime }),
    ...(chain.explorerUrl === undefined
      ? {}
      : {
          blockExplorers: { default: { name: `${chain.name} explorer`, url: chain.explorerUrl } },
        }),
    ...(chain.local ? { testnet: true } : {}),
  })
}

/**
 * Reads a chain list from untrusted configuration (e.g. `evmChains` in `/outpoint-config.json`).
 * Malformed entries are dropped rather than failing the whole list; later duplicates of an id are dropped.
 */
export function parseChainList(value: unknown): WalletChain[] {
  if (!Array.isArray(value)) return []
  const chains: WalletChain[] = []
  for (const entry of value) {
    const chain = parseChain(entry)
    if (chain && !chains.some((known) => known.id === chain.id)) chains.push(chain)
  }
  return chains
}

function parseChain(entry: unknown): WalletChain | undefined {
  if (!isRecord(entry)) return undefined
  const { id, name, rpcUrl, blockTime, nativeCurrency, explorerUrl, local } = entry
  if (!isChainId(id) || !isHttpUrl(rpcUrl)) return undefined
  const chain: WalletChain = {
    id,
    name: typeof name === 'string' && name.trim() !== '' ? name.trim() : `Chain ${id}`,
    rpcUrl,
  }
  if (typeof blockTime === 'number' && Number.isFinite(blockTime) && blockTime > 0) {
    chain.blockTime = blockTime
  }
  const currency = parseCurrency(nativeCurrency)
  if (currency) chain.nativeCurrency = currency
  if (isHttpUrl(explorerUrl)) chain.explorerUrl = explorerUrl
  if (local === true) chain.local = true
  return chain
}

function parseCurrency(value: unknown): NativeCurrency | undefined {
  if (!isRecord(value)) return undefined
  const { name, symbol, decimals } = value
  if (typeof name !== 'string' || typeof symbol !== 'string' || name === '' || symbol === '') {
    return undefined
  }
  if (
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 36
  ) {
    return undefined
  }
  return { name, symbol, decimals }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isChainId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
