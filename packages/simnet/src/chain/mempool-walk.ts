/** Children lists from parents lists (a counting sort: each child in arrival order). */
export function childrenOf(
  parentStart: Int32Array,
  parentList: Int32Array,
  n: number,
): { start: Int32Array; list: Int32Array } {
  const start = new Int32Array(n + 1)
  for (let k = 0; k < parentList.length; k++) {
    const parent = parentList[k] as number
    start[parent + 1] = (start[parent + 1] as number) + 1
  }
  for (let i = 0; i < n; i++) start[i + 1] = (start[i + 1] as number) + (start[i] as number)
  const cursor = start.slice(0, n)
  const list = new Int32Array(parentList.length)
  for (let child = 0; child < n; child++) {
    for (let k = parentStart[child] as number; k < (parentStart[child + 1] as number); k++) {
      const parent = parentList[k] as number
      list[cursor[parent] as number] = child
      cursor[parent] = (cursor[parent] as number) + 1
    }
  }
  return { start, list }
}

/** Graph walks over typed arrays, reusing their scratch space: stamps instead of visited sets. */
export class Walker {
  /** Descendants found by the last `descendants` walk. */
  readonly found: Int32Array
  touchedCount = 0
  private readonly mark: Int32Array
  private readonly stack: Int32Array
  private readonly cursor: Int32Array
  private readonly touchMark: Int32Array
  private readonly touched: Int32Array
  private stamp = 0
  private touchStamp = 0
  private readonly selected: Uint8Array

  constructor(n: number, selected: Uint8Array) {
    this.found = new Int32Array(n)
    this.mark = new Int32Array(n)
    this.stack = new Int32Array(n)
    this.cursor = new Int32Array(n)
    this.touchMark = new Int32Array(n)
    this.touched = new Int32Array(n)
    this.selected = selected
  }

  /**
   * `start` and its unselected ancestors, depth-first in post-order (every transaction after its
   * parents, `start` last), written to `out`; returns how many.
   */
  ancestors(start: number, linkStart: Int32Array, links: Int32Array, out: Int32Array): number {
    const { mark, stack, cursor, selected } = this
    const stamp = ++this.stamp
    let length = 0
    mark[start] = stamp
    stack[0] = start
    cursor[0] = linkStart[start] as number
    for (let depth = 0; depth >= 0; ) {
      const at = stack[depth] as number
      const next = cursor[depth] as number
      if (next >= (linkStart[at + 1] as number)) {
        out[length++] = at
        depth--
        continue
      }
      cursor[depth] = next + 1
      const slot = links[next] as number
      if (mark[slot] !== stamp && !selected[slot]) {
        mark[slot] = stamp
        depth++
        stack[depth] = slot
        cursor[depth] = linkStart[slot] as number
      }
    }
    return length
  }

  /**
   * The unselected descendants of `start`, into `found`; returns how many. The walk goes through
   * selected ones (the other members of a package being taken) so none is missed behind them.
   */
  descendants(start: number, linkStart: Int32Array, links: Int32Array): number {
    const { mark, stack, found, selected } = this
    const stamp = ++this.stamp
    let length = 0
    let top = 0
    mark[start] = stamp
    stack[top++] = start
    while (top > 0) {
      const at = stack[--top] as number
      for (let k = linkStart[at] as number; k < (linkStart[at + 1] as number); k++) {
        const slot = links[k] as number
        if (mark[slot] === stamp) continue
        mark[slot] = stamp
        stack[top++] = slot
        if (!selected[slot]) found[length++] = slot
      }
    }
    return length
  }

  /** Starts a new set of touched slots (each listed once); returns the list `touch` fills. */
  startTouching(): Int32Array {
    this.touchStamp++
    this.touchedCount = 0
    return this.touched
  }

  touch(slot: number): void {
    if (this.touchMark[slot] === this.touchStamp) return
    this.touchMark[slot] = this.touchStamp
    this.touched[this.touchedCount++] = slot
  }
}
