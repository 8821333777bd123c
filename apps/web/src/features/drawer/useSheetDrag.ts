import { type PointerEvent, type RefObject, useRef } from 'react'
import { dragPosition, dragSlop, releaseVelocity, type Sample, settle } from './gesture'

interface Drag {
  pointerId: number
  startY: number
  height: number
  start: number
  visible: number
  dragging: boolean
  samples: Sample[]
}

/** Elements that keep their own pointer behaviour: a press on them never drags the sheet. */
const NO_DRAG = 'input, select, textarea, [data-no-drag]'

/**
 * Pointer handlers that let the sheet be dragged: it follows the pointer (through the `--sheet-drag`
 * custom property, no re-render per move) and on release closes or snaps as `settle` decides.
 */
export function useSheetDrag(options: {
  popup: RefObject<HTMLElement | null>
  snaps: readonly number[]
  snap: number
  onSnap: (index: number) => void
  onClose: () => void
}) {
  const drag = useRef<Drag | undefined>(undefined)

  const setOffset = (px: number) =>
    options.popup.current?.style.setProperty('--sheet-drag', `${px}px`)

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = drag.current
    if (!current || current.pointerId !== event.pointerId) return
    drag.current = undefined
    const popup = options.popup.current
    popup?.removeAttribute('data-dragging')
    setOffset(0)
    if (!current.dragging || cancelled) return
    const result = settle({
      height: current.height,
      snaps: options.snaps,
      start: current.start,
      end: current.visible,
      velocity: releaseVelocity(current.samples),
    })
    if (result.close) options.onClose()
    else options.onSnap(result.snap)
  }

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      const popup = options.popup.current
      if (!popup || event.button !== 0) return
      if (event.target instanceof Element && event.target.closest(NO_DRAG)) return
      const height = popup.getBoundingClientRect().height
      const start = (options.snaps[options.snap] ?? 1) * height
      drag.current = {
        pointerId: event.pointerId,
        startY: event.clientY,
        height,
        start,
        visible: start,
        dragging: false,
        samples: [{ y: event.clientY, t: event.timeStamp }],
      }
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current
      const popup = options.popup.current
      if (!current || !popup || current.pointerId !== event.pointerId) return
      const dy = event.clientY - current.startY
      if (!current.dragging) {
        if (Math.abs(dy) < dragSlop) return
        current.dragging = true
        popup.setAttribute('data-dragging', '')
        popup.setPointerCapture?.(event.pointerId)
      }
      current.visible = dragPosition(current.start, dy, current.height)
      current.samples.push({ y: event.clientY, t: event.timeStamp })
      if (current.samples.length > 32) current.samples.shift()
      setOffset(current.start - current.visible)
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
  }
}
