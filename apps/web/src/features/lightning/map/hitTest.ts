import type { MapNode } from './model'
import type { View } from './projection'

/** How far from a node's centre, in CSS pixels, the pointer still picks it (a finger is ~10 px). */
export const hitRadius = 8

/**
 * The node nearest to a screen point within `radius` pixels, or undefined. A linear scan over the
 * projected nodes: a few thousand distance checks per pointer move cost well under a millisecond.
 */
export function nodeAt(
  nodes: readonly MapNode[],
  view: View,
  x: number,
  y: number,
  radius = hitRadius,
): MapNode | undefined {
  let best: MapNode | undefined
  let bestDistance = radius * radius
  for (const node of nodes) {
    const dx = node.x * view.scale + view.offsetX - x
    const dy = node.y * view.scale + view.offsetY - y
    const distance = dx * dx + dy * dy
    if (distance <= bestDistance) {
      best = node
      bestDistance = distance
    }
  }
  return best
}
