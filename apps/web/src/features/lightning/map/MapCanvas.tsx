import { t } from '@lingui/core/macro'
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef } from 'react'
import { drawMap, type MapColours, type MapScene } from './draw'
import { hitRadius, nodeAt } from './hitTest'
import { LineCache } from './lineCache'
import type { MapNode } from './model'
import { panBy, type Size, type View, zoomAt } from './projection'
import { useMapView } from './useMapView'

export interface MapCanvasProps {
  scene: MapScene
  colours: MapColours
  height: number
  /** The view to start from once the canvas has a size (the whole world, or a node). */
  initialView: (size: Size) => View
  label: string
  onHover: (node: MapNode | undefined, x: number, y: number) => void
  onSelect: (node: MapNode | undefined) => void
}

const keyPan = 60
const keyZoom = 1.5
/** Pointer travel (px) under which a press counts as a click, not a drag. */
const clickSlop = 4

/**
 * The canvas: draws on requestAnimationFrame only after the view or scene changed (one frame however
 * many pointer moves arrive between frames), pans by drag and arrow keys, zooms by wheel, +/- and buttons.
 * The view is mirrored in `data-view` ("scale offsetX offsetY") for browser specs and the bench.
 */
export function MapCanvas({
  scene,
  colours,
  height,
  initialView,
  label,
  onHover,
  onSelect,
}: MapCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const frame = useRef(0)
  const drawn = useRef({ scene, colours })
  drawn.current = { scene, colours }
  const lines = useRef<LineCache | undefined>(undefined)

  const draw = useCallback(() => {
    frame.current = 0
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d')
    const view = control.current.view()
    if (!canvas || !ctx || !view) return
    const size = control.current.size()
    lines.current ??= new LineCache()
    drawMap(
      ctx,
      size,
      canvas.width / Math.max(size.width, 1),
      view,
      drawn.current.scene,
      drawn.current.colours,
      lines.current,
    )
    canvas.dataset.view = `${view.scale} ${view.offsetX} ${view.offsetY}`
  }, [])
  const requestDraw = useCallback(() => {
    if (frame.current === 0) frame.current = requestAnimationFrame(draw)
  }, [draw])
  const mapView = useMapView(requestDraw)
  const control = useRef(mapView)
  control.current = mapView

  useEffect(() => () => cancelAnimationFrame(frame.current), [])
  // A new scene or theme: one redraw.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scene and colours are what changed
  useEffect(requestDraw, [scene, colours, requestDraw])

  const initial = useRef(initialView)
  initial.current = initialView
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const observer = new ResizeObserver(() => {
      const width = Math.round(canvas.clientWidth)
      const ratio = window.devicePixelRatio || 1
      canvas.width = Math.round(width * ratio)
      canvas.height = Math.round(height * ratio)
      mapView.resize({ width, height }, initial.current)
    })
    observer.observe(canvas)
    return () => observer.disconnect()
  }, [height, mapView])

  // Wheel zoom needs a non-passive listener to keep the page from scrolling instead.
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const wheel = (event: WheelEvent) => {
      event.preventDefault()
      const rect = canvas.getBoundingClientRect()
      const factor = Math.exp(-event.deltaY * 0.002)
      mapView.update((view, size) =>
        zoomAt(view, event.clientX - rect.left, event.clientY - rect.top, factor, size),
      )
    }
    canvas.addEventListener('wheel', wheel, { passive: false })
    return () => canvas.removeEventListener('wheel', wheel)
  }, [mapView])

  const drag = useRef<{ x: number; y: number; travel: number } | undefined>(undefined)
  const local = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    return { x: event.clientX - rect.left, y: event.clientY - rect.top }
  }
  const hit = (x: number, y: number) => {
    const view = mapView.view()
    const radius = hitRadius
    return view ? nodeAt(drawn.current.scene.nodes, view, x, y, radius) : undefined
  }

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { x: event.clientX, y: event.clientY, travel: 0 }
  }
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current
    if (start) {
      const dx = event.clientX - start.x
      const dy = event.clientY - start.y
      drag.current = {
        x: event.clientX,
        y: event.clientY,
        travel: start.travel + Math.hypot(dx, dy),
      }
      mapView.update((view, size) => panBy(view, dx, dy, size))
      onHover(undefined, 0, 0)
      return
    }
    const { x, y } = local(event)
    onHover(hit(x, y), x, y)
  }
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current
    drag.current = undefined
    if (!start || start.travel > clickSlop) return
    const { x, y } = local(event)
    onSelect(hit(x, y))
  }

  const zoomCentre = (factor: number) =>
    mapView.update((view, size) => zoomAt(view, size.width / 2, size.height / 2, factor, size))
  const reset = () => mapView.update((_, size) => initial.current(size))
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [keyPan, 0],
      ArrowRight: [-keyPan, 0],
      ArrowUp: [0, keyPan],
      ArrowDown: [0, -keyPan],
    }
    const pan = pans[event.key]
    if (pan) mapView.update((view, size) => panBy(view, pan[0], pan[1], size))
    else if (event.key === '+' || event.key === '=') zoomCentre(keyZoom)
    else if (event.key === '-' || event.key === '_') zoomCentre(1 / keyZoom)
    else if (event.key === '0') reset()
    else if (event.key === 'Escape') onSelect(undefined)
    else return
    event.preventDefault()
  }

  return (
    <div className="ln-map-frame">
      <canvas
        ref={canvasRef}
        className="ln-map-canvas"
        style={{ height }}
        tabIndex={0}
        role="img"
        aria-label={label}
        data-testid="lightning-map-canvas"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = undefined
        }}
        onPointerLeave={() => onHover(undefined, 0, 0)}
        onKeyDown={onKeyDown}
      />
      <div className="ln-map-buttons">
        <button type="button" onClick={() => zoomCentre(keyZoom)} aria-label={t`Zoom in`}>
          +
        </button>
        <button type="button" onClick={() => zoomCentre(1 / keyZoom)} aria-label={t`Zoom out`}>
          −
        </button>
        <button type="button" onClick={reset} aria-label={t`Show the whole map`}>
          ⟲
        </button>
      </div>
    </div>
  )
}
