/**
 * Web Mercator onto a unit square: longitude -180..180 to x 0..1, latitude ±85.05° to y 1..0 (north up).
 * The map projects every point once into these world units; panning and zooming only change the view.
 */
const maxLatitude = 85.051129

export function projectLng(lng: number): number {
  return (lng + 180) / 360
}

export function projectLat(lat: number): number {
  const clamped = Math.max(-maxLatitude, Math.min(maxLatitude, lat))
  const sin = Math.sin((clamped * Math.PI) / 180)
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)
}

/** What part of the world the canvas shows: world x = (screen x - offsetX) / scale. */
export interface View {
  /** CSS pixels per world unit (the whole world's width at this zoom). */
  scale: number
  offsetX: number
  offsetY: number
}

export interface Size {
  width: number
  height: number
}

export const maxZoom = 64

/** The view showing the whole world's width, vertically centred on the populated latitudes. */
export function fitWorld(size: Size): View {
  const scale = Math.max(size.width, 1)
  // Centre on ~25°N rather than the equator: most nodes are in the northern hemisphere.
  return { scale, offsetX: 0, offsetY: size.height / 2 - projectLat(25) * scale }
}

/** Keeps the world in sight: no zooming out past the fitted width, no panning it out of the canvas. */
export function clampView(view: View, size: Size): View {
  const min = fitWorld(size).scale
  const scale = Math.min(Math.max(view.scale, min), min * maxZoom)
  const offsetX = Math.min(0, Math.max(size.width - scale, view.offsetX))
  // Vertically the square world may be shorter or taller than the canvas: keep half a canvas of slack.
  const top = size.height / 2
  const offsetY = Math.min(top, Math.max(size.height - top - scale, view.offsetY))
  return { scale, offsetX, offsetY }
}

/** Zooms by `factor` about a screen point, which stays over the same place on the map. */
export function zoomAt(view: View, x: number, y: number, factor: number, size: Size): View {
  const next = clampView({ ...view, scale: view.scale * factor }, size)
  const applied = next.scale / view.scale
  return clampView(
    {
      scale: next.scale,
      offsetX: x - (x - view.offsetX) * applied,
      offsetY: y - (y - view.offsetY) * applied,
    },
    size,
  )
}

export function panBy(view: View, dx: number, dy: number, size: Size): View {
  return clampView({ ...view, offsetX: view.offsetX + dx, offsetY: view.offsetY + dy }, size)
}

/** Centres the view on a world point at a given scale (a node page centres on its node). */
export function centreOn(x: number, y: number, scale: number, size: Size): View {
  return clampView(
    { scale, offsetX: size.width / 2 - x * scale, offsetY: size.height / 2 - y * scale },
    size,
  )
}

export function sameView(a: View, b: View): boolean {
  return a.scale === b.scale && a.offsetX === b.offsetX && a.offsetY === b.offsetY
}
