import { useEffect, useState } from 'react'
import { afterPaint } from '../afterPaint'

/**
 * False until the browser has painted this component's first render, then true: a page shows what it
 * has (a block's header) before it starts its heavy requests (the block's overview, its audit), which
 * would otherwise share the link with nothing yet on screen.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let live = true
    void afterPaint().then(() => {
      if (live) setPainted(true)
    })
    return () => {
      live = false
    }
  }, [])
  return painted
}
