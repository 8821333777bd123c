import { type RefObject, useLayoutEffect, useRef, useState } from 'react'

/**
 * A ref for an element and its content width in CSS pixels, kept current as it resizes. The first
 * width is read before the browser paints (a layout effect): what is sized by it (a canvas) never shows
 * one frame at zero size, which would move everything under it twice.
 */
export function useElementWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(Math.floor(element.clientWidth))
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width]
}
