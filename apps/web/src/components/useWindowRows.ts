import {
  defaultRangeExtractor,
  measureElement,
  type Range,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { withKeptRow } from './windowRows'

export interface WindowRowsOptions {
  count: number
  /** A row's height until it is measured. */
  estimateSize: (index: number) => number
  /** Rows drawn beyond each edge of the viewport. */
  overscan: number
  getItemKey?: (index: number) => string | number
  /** A row kept in the DOM wherever the reader scrolls (a highlighted, focused row), or -1. */
  keep?: number
}

export interface WindowRows<E extends HTMLElement> {
  /** The list's element: its distance from the page's top places the rows. */
  list: React.RefObject<E | null>
  virtualizer: Virtualizer<Window, Element>
  /** Where a row at `start` (the virtualiser's) sits inside the list. */
  offsetOf: (start: number) => number
}

/**
 * A list windowed against the page's own scroll: only the rows near the viewport are in the DOM, each
 * measured once drawn (rows of different heights never overlap), so thousands of rows scroll like a few
 * dozen. The page keeps scrolling as a page (keyboard, wheel, scroll bar), lists above or beside it too.
 */
export function useWindowRows<E extends HTMLElement>(options: WindowRowsOptions): WindowRows<E> {
  const { count, estimateSize, overscan, getItemKey, keep = -1 } = options
  const list = useRef<E>(null)
  const [margin, setMargin] = useState(0)
  // Sections above the list grow as their data lands: keep the list's offset current. Read when the
  // page's size changes (a resize observer runs after layout), not after every render: reading it right
  // after a scroll step's DOM changes forced a layout per step.
  useLayoutEffect(() => {
    const element = list.current
    if (!element) return
    const update = () => {
      const top = element.getBoundingClientRect().top + window.scrollY
      setMargin((margin) => (Math.abs(top - margin) > 1 ? top : margin))
    }
    update()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(update)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [])
  const rangeExtractor = useCallback(
    (range: Range) => withKeptRow(defaultRangeExtractor(range), keep, count),
    [keep, count],
  )
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize,
    overscan,
    scrollMargin: margin,
    rangeExtractor,
    measureElement: measuredHeight,
    ...(getItemKey ? { getItemKey } : {}),
  })
  return { list, virtualizer, offsetOf: (start) => start - virtualizer.options.scrollMargin }
}

/**
 * A drawn row's height; one with no layout at all (hidden, or no layout engine as under jsdom) keeps
 * its estimate rather than counting as zero, which would draw every row at once.
 */
function measuredHeight(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const height = measureElement(element, entry, instance)
  if (height > 0) return height
  const index = instance.indexFromElement(element)
  return instance.options.estimateSize(index)
}
