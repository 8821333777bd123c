import { httpUrl } from './http-url.js'

/**
 * A local EVM chain served beside the app (an anvil that `npm start` or the browser specs run), which the
 * app's wallet offers next to its public defaults.
 */
export interface EvmChain {
  /** The chain id the node answers to `eth_chainId`: 31337. */
  id: number
  /** Its JSON-RPC endpoint, as the browser reaches it: `http://127.0.0.1:8545`. */
  rpcUrl: string
}

/** An EVM chain as `/outpoint-config.json` lists it under `evmChains`. */
export interface EvmChainConfig extends EvmChain {
  name: string
  /** A node on this machine: the app polls it every 250 ms instead of by a public chain's block time. */
  local: true
}

/** Throws, naming what is wrong, unless the chain has a positive integer id and an http(s) URL. */
export function checkEvmChain(chain: EvmChain): EvmChain {
  if (!Number.isSafeInteger(chain.id) || chain.id <= 0) {
    throw new Error(`an EVM chain id must be a positive integer, got ${chain.id}`)
  }
  const name = `the RPC URL of chain ${chain.id}`
  httpUrl(chain.rpcUrl, name, `${name} is not a URL: "${chain.rpcUrl}"`)
  return chain
}

/** Reads the serve CLI's `--evm-chain <id>=<rpcUrl>` value. */
export function parseEvmChainFlag(value: string): EvmChain {
  const separator = value.indexOf('=')
  const id = value.slice(0, separator).trim()
  if (separator < 0 || !/^\d+$/.test(id)) {
    throw new Error(`--evm-chain takes <id>=<rpcUrl> (31337=http://127.0.0.1:8545), got "${value}"`)
  }
  return checkEvmChain({ id: Number(id), rpcUrl: value.slice(separator + 1).trim() })
}

/** The config entries of the given chains, each checked; one chain id may appear only once. */
export function evmChainConfig(chains: readonly EvmChain[]): EvmChainConfig[] {
  const seen = new Set<number>()
  return chains.map((chain) => {
    const { id, rpcUrl } = checkEvmChain(chain)
    if (seen.has(id)) throw new Error(`EVM chain ${id} is given twice`)
    seen.add(id)
    return { id, name: `Local chain ${id}`, rpcUrl, local: true }
  })
}
