import { describe, expect, it } from 'vitest'
import { drawMap, type MapColours } from './draw'
import { LineCache } from './lineCache'
import { buildChannels, buildNodes } from './model'

/** Records the canvas calls the map makes; drawing itself is Chromium's (the browser spec sees it). */
function recordingContext() {
  const calls: string[] = []
  const record =
    (name: string) =>
    (..._args: unknown[]) => {
      calls.push(name)
    }
  const ctx = {
    calls,
    setTransform: record('setTransform'),
    clearRect: record('clearRect'),
    fillRect: record('fillRect'),
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    closePath: record('closePath'),
    arc: record('arc'),
    fill: record('fill'),
    stroke: record('stroke'),
    drawImage: record('drawImage'),
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
  }
  return ctx
}

const colours: MapColours = { water: 'w', land: 'l', channel: 'c', node: 'n', selected: 's' }

describe('drawMap', () => {
  it('strokes thousands of lines as one path per alpha bucket', () => {
    const geo = Array.from({ length: 10_000 }, (_, i) => {
      const lng = (i % 360) - 180
      return ['a', 'A', lng, 10, 'b', 'B', lng + (i % 4) * 20, 12] as const
    })
    const channels = buildChannels(geo.map((row) => [...row]))
    const ctx = recordingContext()
    drawMap(
      ctx as unknown as CanvasRenderingContext2D,
      { width: 800, height: 400 },
      2,
      { scale: 800, offsetX: 0, offsetY: 0 },
      { outline: [], channels, nodes: buildNodes(undefined, []), selected: undefined },
      colours,
    )
    const used = channels.lines.filter((bucket) => bucket.length > 0).length
    expect(used).toBeGreaterThan(1)
    expect(ctx.calls.filter((c) => c === 'stroke')).toHaveLength(used)
    expect(ctx.calls.filter((c) => c === 'lineTo')).toHaveLength(10_000)
    expect(ctx.calls.filter((c) => c === 'clearRect')).toHaveLength(1)
  })

  it('with a line cache, strokes the lines into its layer once and copies it while panning', () => {
    const channels = buildChannels([['a', 'A', 0, 0, 'b', 'B', 10, 10]])
    const layerCtx = recordingContext()
    const layer = { width: 0, height: 0, getContext: () => layerCtx }
    const cache = new LineCache(layer as unknown as HTMLCanvasElement)
    const size = { width: 800, height: 400 }
    const scene = { outline: [], channels, nodes: [], selected: undefined }
    for (const offsetX of [0, -40, -80]) {
      const ctx = recordingContext()
      const view = { scale: 1_600, offsetX, offsetY: -600 }
      drawMap(ctx as unknown as CanvasRenderingContext2D, size, 1, view, scene, colours, cache)
      expect(ctx.calls.filter((c) => c === 'drawImage')).toHaveLength(1)
      expect(ctx.calls.filter((c) => c === 'stroke')).toHaveLength(0)
    }
    expect(layerCtx.calls.filter((c) => c === 'stroke')).toHaveLength(1)
    expect(layer.width).toBe(1_600)

    // A zoom frame strokes the canvas directly; the next frame at that scale renders the layer.
    const zoomed = { scale: 2_000, offsetX: -80, offsetY: -600 }
    const zoomCtx = recordingContext()
    drawMap(zoomCtx as unknown as CanvasRenderingContext2D, size, 1, zoomed, scene, colours, cache)
    expect(zoomCtx.calls.filter((c) => c === 'stroke')).toHaveLength(1)
    expect(zoomCtx.calls.filter((c) => c === 'drawImage')).toHaveLength(0)
    const panCtx = recordingContext()
    const panned = { ...zoomed, offsetX: -100 }
    drawMap(panCtx as unknown as CanvasRenderingContext2D, size, 1, panned, scene, colours, cache)
    expect(panCtx.calls.filter((c) => c === 'drawImage')).toHaveLength(1)
    expect(layerCtx.calls.filter((c) => c === 'stroke')).toHaveLength(2)
  })

  it('fills every visible node in one path and skips those off the canvas', () => {
    const nodes = buildNodes(undefined, [
      ['a', 'A', 0, 0, 'b', 'B', 10, 10],
      ['c', 'C', 170, 0, 'd', 'D', -170, 0],
    ])
    const ctx = recordingContext()
    // Zoomed on longitude 0: c and d (±170°) are off the canvas.
    drawMap(
      ctx as unknown as CanvasRenderingContext2D,
      { width: 800, height: 400 },
      1,
      { scale: 3_200, offsetX: 400 - 1_600, offsetY: 200 - 1_600 },
      { outline: [], channels: buildChannels([]), nodes, selected: nodes[0] },
      colours,
    )
    expect(ctx.calls.filter((c) => c === 'arc')).toHaveLength(3) // a, b and the selection ring
    expect(ctx.calls.filter((c) => c === 'fill')).toHaveLength(2) // land, nodes
  })
})
