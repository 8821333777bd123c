import {
  defaultRangeExtractor,
  measureElement,
  type Range,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
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
  useStayAtEnd(list, count)
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
 * The End key lands on rows drawn at their estimated height; measured, they can be taller, the list
 * grows while the page scrolls there, and the page's end, with the last row, is out of view when the
 * scroll stops. So: after End, once the scroll has ended (`scrollend`), scroll on to the end until it
 * holds; and while the reader is at the page's end, keep them there as the list's size changes, unless
 * rows were added (a list that loads more once its end is in view would otherwise load on and on).
 */
function useStayAtEnd(list: React.RefObject<HTMLElement | null>, count: number) {
  const rows = useRef(count)
  rows.current = count
  useEffect(() => {
    const element = list.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const page = document.documentElement
    const isAtEnd = () => window.scrollY + window.innerHeight >= page.scrollHeight - 2
    const toEnd = () => window.scrollTo({ top: page.scrollHeight, behavior: 'instant' })
    // Only a reader who scrolled there: a page still shorter than the screen is at its top, not its end.
    let atEnd = false
    // After End: how many more times to scroll on, until when (End may have scrolled something else, a
    // box of its own, and a later scroll of the page must not be taken for it).
    let endTries = 0
    let endUntil = 0
    let seenRows = rows.current
    const onScroll = () => {
      atEnd = window.scrollY > 0 && isAtEnd()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'End' || event.defaultPrevented || event.altKey || editable(event.target))
        return
      endTries = 10
      endUntil = performance.now() + 1500
    }
    const onScrollEnd = () => {
      if (endTries === 0 || performance.now() > endUntil) return
      endTries = isAtEnd() ? 0 : endTries - 1
      if (endTries > 0) toEnd()
    }
    // The reader's own wheel, touch or pointer ends it at once.
    const onReader = () => {
      endTries = 0
    }
    const observer = new ResizeObserver(() => {
      const added = rows.current !== seenRows
      seenRows = rows.current
      // New rows: the reader is no longer at the list's end, whatever the page's scroll says later.
      if (added) atEnd = false
      else if (atEnd && !isAtEnd()) toEnd()
    })
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('scrollend', onScrollEnd)
    window.addEventListener('keydown', onKey)
    const readerEvents = ['wheel', 'touchstart', 'pointerdown'] as const
    for (const name of readerEvents) window.addEventListener(name, onReader, { passive: true })
    observer.observe(element)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('scrollend', onScrollEnd)
      window.removeEventListener('keydown', onKey)
      for (const name of readerEvents) window.removeEventListener(name, onReader)
      observer.disconnect()
    }
  }, [list])
}

/** Where End moves the caret, not the page. */
function editable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
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
