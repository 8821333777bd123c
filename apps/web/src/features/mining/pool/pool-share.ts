/** A pool's blocks in a window as the page words them. */
export interface WindowShare {
  blocks: number
  /** Every block of the window, when the share tells it (blocks / share); undefined when it cannot. */
  total: number | undefined
  /** 0..1; null when the window has no block at all. */
  share: number | null
}

/**
 * The service sends a window's count and share (count / total, null for 0 / 0) but not its total: it is
 * count / share, a whole number once the float's rounding is taken off. A pool without a block in a
 * window that had some (share 0) leaves the total unknown.
 */
export function windowShare(blocks: number, share: number | null): WindowShare {
  const total = share !== null && share > 0 && blocks > 0 ? Math.round(blocks / share) : undefined
  return { blocks, total, share }
}
