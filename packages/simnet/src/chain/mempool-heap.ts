/**
 * A max-heap of (score, item, version) entries, interleaved in one Float64Array so that an entry and
 * its sibling share a cache line: the projection pushes one entry per transaction and one more per score
 * change, and skips entries whose version is stale when popped (cheaper than updating in place). Equal
 * scores go to the smaller item (items are arrival slots: the earlier arrival first).
 */
export class ScoreHeap {
  private entries: Float64Array
  private length = 0

  constructor(capacity: number) {
    this.entries = new Float64Array(Math.max(16, capacity) * 3)
  }

  get size(): number {
    return this.length
  }

  push(score: number, item: number, version: number): void {
    if (this.length * 3 === this.entries.length) this.grow()
    this.place(this.length++, score, item, version)
  }

  /** The best entry's score, item and version, written into `out`; false when the heap is empty. */
  pop(out: { score: number; item: number; version: number }): boolean {
    if (this.length === 0) return false
    const e = this.entries
    out.score = e[0] as number
    out.item = e[1] as number
    out.version = e[2] as number
    const last = --this.length
    // Floyd's trick: move the hole at the root down to a leaf along the better children (one comparison
    // per level), then put the last entry there and sift it up (rarely more than a level or two).
    let at = 0
    for (;;) {
      let child = at * 2 + 1
      if (child >= last) break
      let c = child * 3
      if (child + 1 < last) {
        const left = e[c] as number
        const right = e[c + 3] as number
        if (right > left || (right === left && (e[c + 4] as number) < (e[c + 1] as number))) {
          child++
          c += 3
        }
      }
      const a = at * 3
      e[a] = e[c] as number
      e[a + 1] = e[c + 1] as number
      e[a + 2] = e[c + 2] as number
      at = child
    }
    if (at !== last) {
      const l = last * 3
      this.place(at, e[l] as number, e[l + 1] as number, e[l + 2] as number)
    }
    return true
  }

  /** Puts an entry in the hole at `at`, sifting it up past worse parents. */
  private place(at: number, score: number, item: number, version: number): void {
    const e = this.entries
    while (at > 0) {
      const parent = (at - 1) >> 1
      const p = parent * 3
      const other = e[p] as number
      if (score < other || (score === other && item > (e[p + 1] as number))) break
      const a = at * 3
      e[a] = other
      e[a + 1] = e[p + 1] as number
      e[a + 2] = e[p + 2] as number
      at = parent
    }
    const a = at * 3
    e[a] = score
    e[a + 1] = item
    e[a + 2] = version
  }

  private grow(): void {
    const entries = new Float64Array(this.entries.length * 2)
    entries.set(this.entries)
    this.entries = entries
  }
}
