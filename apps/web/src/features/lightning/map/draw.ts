import type { LineCache } from './lineCache'
import { bucketAlphas, type MapChannels, type MapNode } from './model'
import type { Size, View } from './projection'
import type { WorldOutline } from './world/outline'

export interface MapColours {
  water: string
  land: string
  channel: string
  node: string
  selected: string
}

export interface MapScene {
  outline: WorldOutline
  channels: MapChannels
  nodes: readonly MapNode[]
  selected: MapNode | undefined
}

/**
 * Strokes the channel lines: each alpha bucket is a single path with a single stroke, so 10,000 lines
 * cost a handful of canvas calls, not 10,000 strokes.
 */
export function strokeChannels(
  ctx: CanvasRenderingContext2D,
  view: View,
  channels: MapChannels,
  colour: string,
): void {
  const { scale, offsetX, offsetY } = view
  ctx.strokeStyle = colour
  ctx.lineWidth = 1
  channels.lines.forEach((lines, bucket) => {
    if (lines.length === 0) return
    ctx.globalAlpha = bucketAlphas[bucket] ?? 0.1
    ctx.beginPath()
    for (let i = 0; i < lines.length; i += 4) {
      ctx.moveTo((lines[i] ?? 0) * scale + offsetX, (lines[i + 1] ?? 0) * scale + offsetY)
      ctx.lineTo((lines[i + 2] ?? 0) * scale + offsetX, (lines[i + 3] ?? 0) * scale + offsetY)
    }
    ctx.stroke()
  })
  ctx.globalAlpha = 1
}

/**
 * Draws one frame: water, land, channel lines (from `lines`, a cached layer, when given), then all nodes
 * as one path with one fill. Points stay in world units; only the view changes while panning.
 */
export function drawMap(
  ctx: CanvasRenderingContext2D,
  size: Size,
  pixelRatio: number,
  view: View,
  scene: MapScene,
  colours: MapColours,
  lines?: LineCache,
): void {
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0)
  ctx.clearRect(0, 0, size.width, size.height)
  ctx.fillStyle = colours.water
  ctx.fillRect(0, 0, size.width, size.height)

  const { scale, offsetX, offsetY } = view
  const sx = (x: number) => x * scale + offsetX
  const sy = (y: number) => y * scale + offsetY

  ctx.beginPath()
  for (const ring of scene.outline) {
    for (let i = 0; i < ring.length; i += 2) {
      const x = sx(ring[i] ?? 0)
      const y = sy(ring[i + 1] ?? 0)
      if (i === 0) ctx.moveTo(x, y)
      else ctx.lineTo(x, y)
    }
    ctx.closePath()
  }
  ctx.fillStyle = colours.land
  ctx.fill('evenodd')

  if (lines) lines.draw(ctx, size, pixelRatio, view, scene.channels, colours.channel)
  else strokeChannels(ctx, view, scene.channels, colours.channel)

  const radius = Math.min(4, 1.5 + Math.log2(scale / size.width + 1) / 2)
  ctx.fillStyle = colours.node
  ctx.beginPath()
  for (const node of scene.nodes) {
    const x = sx(node.x)
    const y = sy(node.y)
    if (x < -radius || y < -radius || x > size.width + radius || y > size.height + radius) continue
    ctx.moveTo(x + radius, y)
    ctx.arc(x, y, radius, 0, Math.PI * 2)
  }
  ctx.fill()

  const selected = scene.selected
  if (selected) {
    ctx.strokeStyle = colours.selected
    ctx.lineWidth = 2
    ctx.beginPath()
    ctx.arc(sx(selected.x), sy(selected.y), radius + 4, 0, Math.PI * 2)
    ctx.stroke()
  }
}
