import { type RefObject, useEffect } from 'react'

/** What counts as an item of a list by default: whatever Tab stops at. */
const tabStops =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps keyboard focus in a live list when new data takes the focused item away. Items keyed by id
 * survive an update, but one that really leaves (the oldest block when a new one comes, a transaction
 * no longer among the latest) would drop focus to `<body>`, and a keyboard user back to the top of the
 * page. Focus goes instead to the item now where it was (its neighbour), or to `container` itself, which
 * needs `tabIndex={-1}`, when no item is left.
 *
 * `items` selects the list's items inside `container`.
 */
export function useKeepFocus(container: RefObject<HTMLElement | null>, items = tabStops): void {
  useEffect(() => {
    const box = container.current
    if (!box) return
    const list = () => [...box.querySelectorAll<HTMLElement>(items)]
    /** The focused item and its place, while focus is on one of the items. */
    let held: { element: HTMLElement; index: number } | undefined

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target
      const index = target instanceof HTMLElement ? list().indexOf(target) : -1
      held = target instanceof HTMLElement && index >= 0 ? { element: target, index } : undefined
    }
    // Focus leaving on purpose lets go of the item. Whether the item was removed (browsers differ on
    // firing blur then) is known once the update is done, after the observer below has run.
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target
      if (!(left instanceof HTMLElement)) return
      setTimeout(() => {
        if (held?.element === left && left.isConnected && document.activeElement !== left) {
          held = undefined
        }
      }, 0)
    }
    const observer = new MutationObserver(() => {
      if (!held) return
      const now = list()
      if (held.element.isConnected) {
        held.index = now.indexOf(held.element)
        if (held.index < 0) held = undefined
        return
      }
      const { index } = held
      held = undefined
      // Focus already somewhere else (the update moved it, or something took it) stays where it is.
      const active = document.activeElement
      if (active !== null && active !== document.body) return
      const next = now[Math.min(index, now.length - 1)] ?? box
      next.focus()
    })
    box.addEventListener('focusin', onFocusIn)
    box.addEventListener('focusout', onFocusOut)
    observer.observe(box, { childList: true, subtree: true })
    return () => {
      box.removeEventListener('focusin', onFocusIn)
      box.removeEventListener('focusout', onFocusOut)
      observer.disconnect()
    }
  }, [container, items])
}
