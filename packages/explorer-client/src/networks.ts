import { InvalidParameterError } from './errors.js'
import { oneOf } from './validate/params.js'

/** Bitcoin networks a mempool.space-compatible service can serve. */
export const bitcoinNetworks = ['main', 'testnet', 'testnet4', 'signet', 'regtest'] as const
/** Liquid networks (served by the liquid build of the service, under `/liquid` and `/liquidtestnet`). */
export const liquidNetworks = ['liquid', 'liquidtestnet'] as const
export const networks = [...bitcoinNetworks, ...liquidNetworks] as const

export type BitcoinNetwork = (typeof bitcoinNetworks)[number]
export type LiquidNetwork = (typeof liquidNetworks)[number]
export type Network = BitcoinNetwork | LiquidNetwork
export type Chain = 'bitcoin' | 'liquid'
export type Protocol = 'http' | 'https'

/** `'liquid'` for Liquid networks, `'bitcoin'` otherwise: decides which wire types a client returns. */
export type ChainOf<N extends Network> = N extends LiquidNetwork ? 'liquid' : 'bitcoin'

/**
 * The network a client option pair means. A Liquid client given `main` or `testnet` means `liquid` or
 * `liquidtestnet`, the way the liquid build of the service names them.
 */
export type ResolveNetwork<
  C extends Chain | undefined,
  N extends Network | undefined,
> = C extends 'liquid'
  ? N extends 'testnet' | 'liquidtestnet'
    ? 'liquidtestnet'
    : 'liquid'
  : N extends Network
    ? N
    : 'main'

export function isLiquidNetwork(network: Network): network is LiquidNetwork {
  return network === 'liquid' || network === 'liquidtestnet'
}

/** Checks a network name (and optional chain) and returns the network it means; throws naming the valid ones. */
export function resolveNetwork(network: unknown = 'main', chain?: unknown): Network {
  oneOf('chain', chain ?? 'bitcoin', ['bitcoin', 'liquid'])
  if (chain === 'liquid') {
    const name = network === 'main' ? 'liquid' : network === 'testnet' ? 'liquidtestnet' : network
    return oneOf(
      'network',
      name,
      liquidNetworks,
      'for Liquid one of main, testnet, liquid, liquidtestnet',
    )
  }
  return oneOf(
    'network',
    network,
    chain ? bitcoinNetworks : networks,
    chain ? 'for Bitcoin ' : undefined,
  )
}

/** Path prefix of a network on a mempool.space-compatible host: empty for main, else `/{network}`. */
export function networkPrefix(network: Network): string {
  return network === 'main' ? '' : `/${network}`
}

/**
 * True for hosts that are local or on a private network (where self-hosted instances live, usually without TLS):
 * `localhost`, `*.localhost`, `*.local`, 127.0.0.0/8, `::1`, 10/8, 172.16/12 and 192.168/16.
 */
export function isLocalHost(host: string): boolean {
  const name = (parseHost(host)?.hostname ?? host).replace(/^\[|\]$/g, '')
  if (name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local')) return true
  if (name === '::1') return true
  const octets = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(name)?.slice(1).map(Number)
  if (!octets) return false
  const [a, b] = octets as [number, number]
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
}

/**
 * `host[:port]` as the URL parser reads it (lowercased, IPv6 and IPv4 normalised, port range checked), a bare
 * IPv6 address bracketed first; undefined when it is no host.
 */
function parseHost(host: string): URL | undefined {
  try {
    return new URL(
      `http://${host.split(':').length > 2 && !host.startsWith('[') ? `[${host}]` : host}`,
    )
  } catch {
    return undefined
  }
}

/**
 * A DNS name (the URL parser has made an international one punycode: labels of letters, digits, `-` and
 * `_`, as Docker's service names have, at most 253 characters), an IPv4 address or a bracketed IPv6 one.
 * The URL parser alone lets through `*` and other characters no host has.
 */
function isHostname(hostname: string): boolean {
  if (/^\[[0-9a-f:.]+\]$/.test(hostname)) return true
  const label = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?'
  return hostname.length <= 253 && new RegExp(`^${label}(?:\\.${label})*\\.?$`).test(hostname)
}

export interface Endpoint {
  host: string
  protocol: Protocol
  /** `{protocol}://{host}{prefix}/api/`: REST paths are relative to it. */
  baseUrl: string
  /** `{ws|wss}://{host}{prefix}/api/v1/ws`. */
  wsUrl: string
}

/**
 * Where a network lives on a host. `host` is a hostname with an optional port; a full URL such as
 * `https://mempool.space/` is accepted too and gives its protocol unless `protocol` is set.
 */
export function resolveEndpoint(host: unknown, network: Network, protocol?: unknown): Endpoint {
  const form =
    'a hostname with an optional port, no path, no credentials, e.g. mempool.space or umbrel.local:3006'
  if (typeof host !== 'string') throw new InvalidParameterError('host', host, form)
  let name = host.trim()
  let scheme: string | undefined
  const url = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/i.exec(name)
  if (url) {
    scheme = url[1]?.toLowerCase()
    name = url[2] ?? ''
  }
  name = name.replace(/\/$/, '')
  const parsed = parseHost(name)
  if (parsed?.username || parsed?.password) {
    // Never repeat the credentials in the error.
    throw new InvalidParameterError('host', host.replace(/^(\w+:\/\/)?[^@/]*@/, '$1***@'), form)
  }
  if (
    parsed?.pathname !== '/' ||
    parsed.port === '0' ||
    /[/?#@]/.test(name) ||
    !isHostname(parsed.hostname)
  ) {
    throw new InvalidParameterError('host', host, form)
  }
  // A bare IPv6 address needs brackets inside a URL.
  if (!name.startsWith('[') && name.split(':').length > 2) name = `[${name}]`
  const chosen = protocol ?? scheme ?? (isLocalHost(name) ? 'http' : 'https')
  if (chosen !== 'http' && chosen !== 'https') {
    throw new InvalidParameterError('protocol', chosen, 'one of http, https')
  }
  const prefix = networkPrefix(network)
  const ws = chosen === 'https' ? 'wss' : 'ws'
  return {
    host: name,
    protocol: chosen,
    baseUrl: `${chosen}://${name}${prefix}/api/`,
    wsUrl: `${ws}://${name}${prefix}/api/v1/ws`,
  }
}
