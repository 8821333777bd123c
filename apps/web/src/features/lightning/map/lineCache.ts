import { strokeChannels } from './draw'
import type { MapChannels } from './model'
import type { Size, View } from './projection'

/** How far past each edge of the canvas the cached layer reaches, as a share of the canvas. */
const marginShare = 0.5

interface Rendered {
  view: View
  size: Size
  ratio: number
  channels: MapChannels
  colour: string
  marginX: number
  marginY: number
}

/**
 * The channel lines rendered once into an offscreen canvas half a canvas larger on every side, then
 * copied at an offset while the view only pans. Rasterising 10,000 anti-aliased lines takes Chromium's
 * software raster tens of milliseconds; copying one bitmap takes about one. The layer is rendered again
 * when the zoom, data, colour or size changes, or when a pan reaches past its margin; frames of a zoom
 * in progress stroke the lines directly instead.
 */
export class LineCache {
  private readonly layer: HTMLCanvasElement
  private rendered: Rendered | undefined
  private lastScale = 0

  constructor(layer: HTMLCanvasElement = document.createElement('canvas')) {
    this.layer = layer
  }

  draw(
    ctx: CanvasRenderingContext2D,
    size: Size,
    ratio: number,
    view: View,
    channels: MapChannels,
    colour: string,
  ): void {
    let rendered = this.rendered
    if (!rendered || !covers(rendered, size, ratio, view, channels, colour)) {
      // A zoom gesture changes the scale every frame: stroke just the canvas (a quarter of the
      // layer's area) until a frame repeats the scale, and render the layer then.
      const zooming = rendered !== undefined && view.scale !== this.lastScale
      this.lastScale = view.scale
      if (zooming) {
        strokeChannels(ctx, view, channels, colour)
        return
      }
      rendered = this.render(size, ratio, view, channels, colour)
    }
    if (!rendered) {
      strokeChannels(ctx, view, channels, colour)
      return
    }
    const { marginX, marginY } = rendered
    ctx.drawImage(
      this.layer,
      view.offsetX - rendered.view.offsetX - marginX,
      view.offsetY - rendered.view.offsetY - marginY,
      size.width + 2 * marginX,
      size.height + 2 * marginY,
    )
  }

  private render(
    size: Size,
    ratio: number,
    view: View,
    channels: MapChannels,
    colour: string,
  ): Rendered | undefined {
    const marginX = Math.round(size.width * marginShare)
    const marginY = Math.round(size.height * marginShare)
    this.layer.width = Math.round((size.width + 2 * marginX) * ratio)
    this.layer.height = Math.round((size.height + 2 * marginY) * ratio)
    const ctx = this.layer.getContext('2d')
    if (!ctx) {
      this.rendered = undefined
      return undefined
    }
    ctx.setTransform(ratio, 0, 0, ratio, marginX * ratio, marginY * ratio)
    strokeChannels(ctx, view, channels, colour)
    this.rendered = { view, size, ratio, channels, colour, marginX, marginY }
    return this.rendered
  }
}

/** Whether a rendered layer can stand in for drawing `channels` at `view`: a pure pan within its margin. */
export function covers(
  rendered: Rendered,
  size: Size,
  ratio: number,
  view: View,
  channels: MapChannels,
  colour: string,
): boolean {
  return (
    rendered.channels === channels &&
    rendered.colour === colour &&
    rendered.ratio === ratio &&
    rendered.size.width === size.width &&
    rendered.size.height === size.height &&
    rendered.view.scale === view.scale &&
    Math.abs(view.offsetX - rendered.view.offsetX) <= rendered.marginX &&
    Math.abs(view.offsetY - rendered.view.offsetY) <= rendered.marginY
  )
}
