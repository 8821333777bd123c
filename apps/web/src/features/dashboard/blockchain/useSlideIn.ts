import { type RefObject, useLayoutEffect, useRef } from 'react'

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * When `tip` changes, shifts the list back by one block's width and lets its CSS transition bring it
 * home: the new block slides in from the mempool side and the others move along. Nothing moves for
 * people who ask for reduced motion, nor on the first data.
 */
export function useSlideIn(list: RefObject<HTMLElement | null>, tip: string | undefined): void {
  const previous = useRef<string | undefined>(undefined)
  useLayoutEffect(() => {
    const before = previous.current
    previous.current = tip
    const element = list.current
    if (!element || before === undefined || tip === undefined || before === tip) return
    const first = element.firstElementChild
    if (!(first instanceof HTMLElement) || reducedMotion()) return
    const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0
    element.style.transition = 'none'
    element.style.transform = `translateX(${-(first.offsetWidth + gap)}px)`
    // Reading layout applies the start position before the transition back to none begins.
    void element.offsetWidth
    element.style.transition = ''
    element.style.transform = ''
  }, [list, tip])
}
