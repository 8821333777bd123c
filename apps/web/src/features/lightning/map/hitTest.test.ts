import { describe, expect, it } from 'vitest'
import { nodeAt } from './hitTest'
import type { MapNode } from './model'

const node = (publicKey: string, x: number, y: number): MapNode => ({
  publicKey,
  alias: publicKey,
  x,
  y,
  channels: 0,
})
const nodes = [node('a', 0.1, 0.1), node('b', 0.105, 0.1), node('c', 0.5, 0.5)]
const view = { scale: 1_000, offsetX: 10, offsetY: -20 }

describe('nodeAt', () => {
  it('finds the node under a screen point through the view', () => {
    // c sits at 0.5 * 1000 + 10, 0.5 * 1000 - 20.
    expect(nodeAt(nodes, view, 510, 480)?.publicKey).toBe('c')
    expect(nodeAt(nodes, view, 515, 486)?.publicKey).toBe('c')
  })

  it('picks the nearest of close nodes', () => {
    // a at (110, 80), b at (115, 80).
    expect(nodeAt(nodes, view, 111, 80)?.publicKey).toBe('a')
    expect(nodeAt(nodes, view, 114, 81)?.publicKey).toBe('b')
  })

  it('finds nothing beyond the radius', () => {
    expect(nodeAt(nodes, view, 510, 470)).toBeUndefined()
    expect(nodeAt(nodes, view, 510, 470, 12)?.publicKey).toBe('c')
    expect(nodeAt([], view, 0, 0)).toBeUndefined()
  })
})
