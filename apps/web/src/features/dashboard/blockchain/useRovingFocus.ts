import { type KeyboardEvent, type RefObject, useState } from 'react'

/**
 * Arrow-key focus across the blocks of the bar (elements with `data-block`): one tab stop for the whole
 * bar (`preferred` until one is focused), Left/Right/Home/End move between blocks and scroll the focused
 * one into view.
 */
export function useRovingFocus(
  container: RefObject<HTMLElement | null>,
  keys: readonly string[],
  preferred: string,
) {
  const [active, setActive] = useState<string | undefined>(undefined)
  const fallback = keys.includes(preferred) ? preferred : keys[0]
  const current = active !== undefined && keys.includes(active) ? active : fallback

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const blocks = [...(container.current?.querySelectorAll<HTMLElement>('[data-block]') ?? [])]
    const at = blocks.indexOf(document.activeElement as HTMLElement)
    if (at < 0) return
    const target = {
      ArrowLeft: at - 1,
      ArrowRight: at + 1,
      Home: 0,
      End: blocks.length - 1,
    }[event.key]
    const next = target === undefined ? undefined : blocks[target]
    if (!next) return
    event.preventDefault()
    next.focus()
    next.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }

  return {
    tabIndexOf: (key: string) => (key === current ? 0 : -1),
    focus: (key: string) => setActive(key),
    onKeyDown,
  }
}
