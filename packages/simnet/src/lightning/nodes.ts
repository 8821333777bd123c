import type { Rng } from '../rng.js'
import { hostileAliases, randomAlias } from './aliases.js'
import { featureSets } from './features.js'
import { isps } from './isps.js'
import { countries } from './places.js'
import type { FeatureSet, Isp, LnNode, Location, NodeReach } from './types.js'

/** How a node sets up its channels: its usual fees, time lock and minimum HTLC. */
export interface NodeStyle {
  feeRate: number
  baseFee: number
  cltvDelta: number
  minHtlc: number
}

export interface GeneratedNodes {
  nodes: LnNode[]
  styles: NodeStyle[]
  /** Relative channel counts: Pareto distributed, largest first, so a few hubs hold many channels. */
  weights: number[]
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const base32 = 'abcdefghijklmnopqrstuvwxyz234567'

/** A Tor v3 service address: 56 base32 characters, the last one the version's `d`. */
function onion(rng: Rng): string {
  let name = ''
  for (let i = 0; i < 55; i++) name += base32.charAt(rng.int(0, 31))
  return `${name}d.onion`
}

const port = (rng: Rng) => (rng.chance(0.85) ? 9735 : rng.int(9736, 9999))

function ipv4(rng: Rng, isp: Isp): string {
  const prefix = rng.pick(isp.ipv4)
  const octet = (i: number) => prefix[i] ?? rng.int(i === 3 ? 1 : 0, i === 3 ? 254 : 255)
  return `${octet(0)}.${octet(1)}.${octet(2)}.${octet(3)}`
}

function ipv6(rng: Rng, prefix: string): string {
  const group = () => rng.int(0, 0xffff).toString(16)
  return `[${prefix}:${group()}:${group()}::${rng.int(1, 0xff).toString(16)}]`
}

function pickWeighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  const total = items.reduce((n, item) => n + item.weight, 0)
  let draw = rng.next() * total
  for (const item of items) {
    draw -= item.weight
    if (draw < 0) return item
  }
  return items[items.length - 1] as T
}

const hostingIsps = isps.filter((isp) => isp.hosting)

/** Where a clearnet node's address geolocates; hubs run in clouds and data centres. */
function locate(rng: Rng, hub: boolean): Location | undefined {
  const isp = pickWeighted(rng, hub ? hostingIsps : isps)
  const country = countries.get(rng.pick(isp.countries))
  if (!country) return undefined
  const city = country.cities.length && rng.chance(0.9) ? rng.pick(country.cities) : undefined
  const jitter = () => (city ? Math.round((rng.next() - 0.5) * 600) / 10_000 : 0)
  return {
    isp,
    asn: rng.pick(isp.asns),
    country,
    city,
    longitude: Math.round(((city ?? country).longitude + jitter()) * 10_000) / 10_000,
    latitude: Math.round(((city ?? country).latitude + jitter()) * 10_000) / 10_000,
  }
}

function reachOf(rng: Rng, rank: number): NodeReach {
  if (rank < 30) return rng.chance(0.6) ? 'clearnet' : 'clearnet_tor'
  const draw = rng.next()
  return draw < 0.4
    ? 'tor'
    : draw < 0.68
      ? 'clearnet'
      : draw < 0.92
        ? 'clearnet_tor'
        : 'unannounced'
}

function socketsOf(rng: Rng, reach: NodeReach, location: Location | undefined): string {
  const sockets: string[] = []
  if (location) {
    const v6 = location.isp.ipv6 && rng.chance(0.15) ? location.isp.ipv6 : undefined
    if (!v6 || rng.chance(0.5)) sockets.push(`${ipv4(rng, location.isp)}:${port(rng)}`)
    if (v6) sockets.push(`${ipv6(rng, v6)}:${port(rng)}`)
  }
  if (reach === 'tor' || reach === 'clearnet_tor') sockets.push(`${onion(rng)}:9735`)
  return sockets.join(',')
}

function implementation(rng: Rng): FeatureSet {
  const draw = rng.next()
  const name =
    draw < 0.65
      ? 'lnd'
      : draw < 0.72
        ? 'lnd-taproot'
        : draw < 0.86
          ? 'cln'
          : draw < 0.9
            ? 'eclair'
            : 'ldk'
  return featureSets[name] ?? (featureSets.lnd as FeatureSet)
}

function colorOf(rng: Rng, features: FeatureSet, publicKey: string): string {
  if (rng.chance(0.5)) {
    if (features.implementation.startsWith('lnd')) return '#3399ff'
    if (features.implementation === 'cln') return `#${publicKey.slice(2, 8)}`
    if (features.implementation === 'eclair') return '#49daaa'
  }
  return `#${hex(rng.bytes(3))}`
}

const cltvDefaults: Record<string, number> = { cln: 34, eclair: 144, ldk: 72 }

function styleOf(rng: Rng, features: FeatureSet, rank: number): NodeStyle {
  const draw = rng.next()
  const feeRate =
    draw < 0.05
      ? 0
      : draw < 0.22
        ? 1
        : Math.min(20_000, Math.round(rng.logNormal(rank < 100 ? 400 : 120, 1.2)))
  const base = rng.next()
  return {
    feeRate,
    baseFee: base < 0.55 ? 1000 : base < 0.9 ? 0 : rng.pick([1, 100, 500, 2000, 5000]),
    cltvDelta: rng.chance(0.8)
      ? (cltvDefaults[features.implementation] ?? 80)
      : rng.pick([18, 40, 40, 72, 144, 144]),
    minHtlc: rng.chance(0.6) ? 1000 : rng.chance(0.8) ? 1 : 1_000_000,
  }
}

/** `count` nodes, the biggest hubs first, each with a key, an alias, addresses, a location and features. */
export function generateNodes(rng: Rng, count: number): GeneratedNodes {
  // Pareto weights (alpha 1.2), capped so that the biggest hub holds some 5 % of all channels.
  const weights = Array.from({ length: count }, () => Math.min(250, (1 - rng.next()) ** (-1 / 1.2)))
  weights.sort((a, b) => b - a)
  const keys = new Set<string>()
  const nodes: LnNode[] = []
  const styles: NodeStyle[] = []
  for (let index = 0; index < count; index++) {
    let publicKey = ''
    while (!publicKey || keys.has(publicKey)) {
      publicKey = (rng.chance(0.5) ? '02' : '03') + hex(rng.bytes(32))
    }
    keys.add(publicKey)
    const reach = reachOf(rng, index)
    const location =
      reach === 'clearnet' || reach === 'clearnet_tor' ? locate(rng, index < 30) : undefined
    const features = implementation(rng)
    nodes.push({
      index,
      publicKey,
      alias: randomAlias(rng, index, publicKey),
      color: colorOf(rng, features, publicKey),
      sockets: socketsOf(rng, reach, location),
      reach,
      firstSeen: 0,
      updatedAt: 0,
      location,
      features,
      customRecords: rng.chance(0.03) ? { '1': hex(rng.bytes(rng.int(4, 24))) } : {},
      channels: [],
      activeChannels: 0,
      capacity: 0,
      openChannels: 0,
      closedChannels: 0,
    })
    styles.push(styleOf(rng, features, index))
  }
  // The hostile aliases go to mid-sized nodes, which appear in lists, maps and search alike.
  hostileAliases.forEach((alias, i) => {
    const node = nodes[Math.min(count - 1, 40 + i * 7 + rng.int(0, 6))]
    if (node) node.alias = alias
  })
  return { nodes, styles, weights }
}
