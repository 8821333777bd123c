import type { ChannelGeo, LightningWorld } from '@outpoint/explorer-client'
import { projectLat, projectLng } from './projection'

/** A located node, projected once into world units (see projection.ts). */
export interface MapNode {
  publicKey: string
  alias: string
  x: number
  y: number
  /** Open channels, when the world list says (channels-geo alone does not). */
  channels: number
}

/**
 * Channel lines in world units, grouped so each group is one canvas path of one colour and alpha.
 * `lines[b]` holds bucket b's segments as [x1, y1, x2, y2, ...].
 */
export interface MapChannels {
  lines: Float32Array[]
  count: number
}

/**
 * Alpha per bucket, by the line's length in world units: the longest lines (across oceans) are drawn the
 * faintest, so thousands of them read as a haze and the short dense regional links stay visible.
 */
export const bucketAlphas = [0.5, 0.3, 0.18, 0.1] as const
const bucketLimits = [0.02, 0.08, 0.25] as const

export function bucketOf(length: number): number {
  let bucket = 0
  while (bucket < bucketLimits.length && length > (bucketLimits[bucket] ?? 0)) bucket++
  return bucket
}

/** Projects channel end points and sorts the lines into alpha buckets (two passes: no array growth). */
export function buildChannels(geo: readonly ChannelGeo[]): MapChannels {
  const buckets = new Uint8Array(geo.length)
  const sizes = bucketAlphas.map(() => 0)
  const points = new Float32Array(geo.length * 4)
  geo.forEach(([, , lng1, lat1, , , lng2, lat2], index) => {
    const x1 = projectLng(lng1)
    const y1 = projectLat(lat1)
    const x2 = projectLng(lng2)
    const y2 = projectLat(lat2)
    points.set([x1, y1, x2, y2], index * 4)
    const bucket = bucketOf(Math.hypot(x2 - x1, y2 - y1))
    buckets[index] = bucket
    sizes[bucket] = (sizes[bucket] ?? 0) + 1
  })
  const lines = sizes.map((size) => new Float32Array(size * 4))
  const filled = sizes.map(() => 0)
  for (let index = 0; index < geo.length; index++) {
    const bucket = buckets[index] ?? 0
    const at = filled[bucket] ?? 0
    lines[bucket]?.set(points.subarray(index * 4, index * 4 + 4), at)
    filled[bucket] = at + 4
  }
  return { lines, count: geo.length }
}

/**
 * The nodes to draw: every located node of the world list, plus any channel end the list lacks (a node
 * page's channels-geo may name nodes outside it). Keyed by public key, so each node is drawn once.
 */
export function buildNodes(
  world: LightningWorld | undefined,
  geo: readonly ChannelGeo[],
): MapNode[] {
  const nodes = new Map<string, MapNode>()
  for (const [lng, lat, publicKey, alias, , channels] of world?.nodes ?? []) {
    nodes.set(publicKey, { publicKey, alias, x: projectLng(lng), y: projectLat(lat), channels })
  }
  const add = (publicKey: string, alias: string, lng: number, lat: number) => {
    if (nodes.has(publicKey)) return
    nodes.set(publicKey, { publicKey, alias, x: projectLng(lng), y: projectLat(lat), channels: 0 })
  }
  for (const [pk1, alias1, lng1, lat1, pk2, alias2, lng2, lat2] of geo) {
    add(pk1, alias1, lng1, lat1)
    add(pk2, alias2, lng2, lat2)
  }
  return [...nodes.values()]
}
