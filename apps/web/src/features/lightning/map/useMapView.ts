import { useCallback, useMemo, useRef } from 'react'
import { clampView, type Size, sameView, type View } from './projection'

export interface MapViewControl {
  /** The view drawn now (undefined until the canvas has a size). */
  view: () => View | undefined
  size: () => Size
  /** Changes the view; calls `onChange` only when it actually moved, so a redraw is only asked then. */
  update: (change: (view: View, size: Size) => View) => void
  resize: (size: Size, initial: (size: Size) => View) => void
}

/** The map's view kept in a ref, not React state: panning must not re-render React 60 times a second. */
export function useMapView(onChange: (view: View) => void): MapViewControl {
  const viewRef = useRef<View | undefined>(undefined)
  const sizeRef = useRef<Size>({ width: 0, height: 0 })
  const changed = useRef(onChange)
  changed.current = onChange

  const view = useCallback(() => viewRef.current, [])
  const size = useCallback(() => sizeRef.current, [])
  const update = useCallback((change: (view: View, size: Size) => View) => {
    const current = viewRef.current
    if (!current) return
    const next = change(current, sizeRef.current)
    if (sameView(current, next)) return
    viewRef.current = next
    changed.current(next)
  }, [])
  const resize = useCallback((size: Size, initial: (size: Size) => View) => {
    sizeRef.current = size
    const current = viewRef.current
    viewRef.current = current ? clampView(current, size) : initial(size)
    changed.current(viewRef.current)
  }, [])
  return useMemo(() => ({ view, size, update, resize }), [view, size, update, resize])
}
