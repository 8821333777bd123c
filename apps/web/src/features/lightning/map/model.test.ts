import type { ChannelGeo, LightningWorld } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { bucketAlphas, bucketOf, buildChannels, buildNodes } from './model'
import { projectLat, projectLng } from './projection'

const channel = (a: string, lngA: number, latA: number, b: string, lngB: number, latB: number) =>
  [a, `${a} alias`, lngA, latA, b, `${b} alias`, lngB, latB] satisfies ChannelGeo

describe('buildChannels', () => {
  it('puts each line in one bucket by length, long lines in the fainter ones', () => {
    expect(bucketOf(0)).toBe(0)
    expect(bucketOf(0.05)).toBe(1)
    expect(bucketOf(0.1)).toBe(2)
    expect(bucketOf(0.9)).toBe(bucketAlphas.length - 1)
    const alphas = [...bucketAlphas]
    expect(alphas).toEqual([...alphas].sort((a, b) => b - a))
  })

  it('projects the end points and keeps every line exactly once', () => {
    const geo = [
      channel('zurich', 8.5, 47.4, 'basel', 7.6, 47.6),
      channel('berlin', 13.4, 52.5, 'tokyo', 139.7, 35.7),
      channel('paris', 2.3, 48.9, 'lyon', 4.8, 45.8),
    ]
    const { lines, count } = buildChannels(geo)
    expect(count).toBe(3)
    expect(lines).toHaveLength(bucketAlphas.length)
    expect(lines.reduce((n, bucket) => n + bucket.length / 4, 0)).toBe(3)
    // The two short lines share the first bucket, the long one is in the last.
    expect(lines[0]).toHaveLength(8)
    expect(lines[3]).toHaveLength(4)
    const long = lines[3] ?? new Float32Array()
    expect(long[0]).toBeCloseTo(projectLng(13.4), 6)
    expect(long[1]).toBeCloseTo(projectLat(52.5), 6)
    expect(long[2]).toBeCloseTo(projectLng(139.7), 6)
    expect(long[3]).toBeCloseTo(projectLat(35.7), 6)
  })

  it('copes with no channels', () => {
    const { lines, count } = buildChannels([])
    expect(count).toBe(0)
    expect(lines.every((bucket) => bucket.length === 0)).toBe(true)
  })
})

describe('buildNodes', () => {
  const world: LightningWorld = {
    maxLiquidity: 1,
    maxChannels: 9,
    nodes: [[8.5, 47.4, 'zurich', 'Zurich <b>node</b>', 5_000_000, 9, { en: 'Switzerland' }, 'CH']],
  }

  it('takes the world list, then adds channel ends it lacks, each node once', () => {
    const nodes = buildNodes(world, [
      channel('zurich', 8.5, 47.4, 'basel', 7.6, 47.6),
      channel('basel', 7.6, 47.6, 'zurich', 8.5, 47.4),
    ])
    expect(nodes.map((n) => n.publicKey)).toEqual(['zurich', 'basel'])
    expect(nodes[0]).toMatchObject({ alias: 'Zurich <b>node</b>', channels: 9 })
    expect(nodes[1]).toMatchObject({ alias: 'basel alias', channels: 0 })
    expect(nodes[1]?.x).toBeCloseTo(projectLng(7.6), 12)
  })

  it('works from channels alone (a node page has no world list)', () => {
    expect(buildNodes(undefined, [channel('a', 0, 0, 'b', 1, 1)])).toHaveLength(2)
  })
})
