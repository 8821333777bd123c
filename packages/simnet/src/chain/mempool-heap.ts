/**
 * A max-heap of (score, item, version) entries in typed arrays: the projection pushes one entry per
 * transaction and one more per score change, and skips entries whose version is stale when popped
 * (cheaper than updating entries in place). Equal scores go to the smaller `tie[item]`.
 */
export class ScoreHeap {
  private scores: Float64Array
  private items: Int32Array
  private versions: Int32Array
  private length = 0
  private readonly tie: Float64Array

  constructor(tie: Float64Array, capacity: number) {
    this.tie = tie
    this.scores = new Float64Array(Math.max(16, capacity))
    this.items = new Int32Array(this.scores.length)
    this.versions = new Int32Array(this.scores.length)
  }

  get size(): number {
    return this.length
  }

  push(score: number, item: number, version: number): void {
    if (this.length === this.scores.length) this.grow()
    let at = this.length++
    // Sift up: move parents down until the new entry's place is found.
    while (at > 0) {
      const parent = (at - 1) >> 1
      if (!this.better(score, item, parent)) break
      this.scores[at] = this.scores[parent] as number
      this.items[at] = this.items[parent] as number
      this.versions[at] = this.versions[parent] as number
      at = parent
    }
    this.scores[at] = score
    this.items[at] = item
    this.versions[at] = version
  }

  /** The best entry's score, item and version, written into `out`; false when the heap is empty. */
  pop(out: { score: number; item: number; version: number }): boolean {
    if (this.length === 0) return false
    out.score = this.scores[0] as number
    out.item = this.items[0] as number
    out.version = this.versions[0] as number
    const last = --this.length
    const score = this.scores[last] as number
    const item = this.items[last] as number
    const version = this.versions[last] as number
    // Sift the last entry down from the root.
    let at = 0
    for (;;) {
      const left = at * 2 + 1
      if (left >= last) break
      const right = left + 1
      const child = right < last && this.beats(right, left) ? right : left
      if (this.better(score, item, child)) break
      this.scores[at] = this.scores[child] as number
      this.items[at] = this.items[child] as number
      this.versions[at] = this.versions[child] as number
      at = child
    }
    this.scores[at] = score
    this.items[at] = item
    this.versions[at] = version
    return true
  }

  /** Whether (score, item) goes before the entry at `at`. */
  private better(score: number, item: number, at: number): boolean {
    const other = this.scores[at] as number
    if (score !== other) return score > other
    return (this.tie[item] as number) < (this.tie[this.items[at] as number] as number)
  }

  private beats(a: number, b: number): boolean {
    return this.better(this.scores[a] as number, this.items[a] as number, b)
  }

  private grow(): void {
    const scores = new Float64Array(this.scores.length * 2)
    const items = new Int32Array(scores.length)
    const versions = new Int32Array(scores.length)
    scores.set(this.scores)
    items.set(this.items)
    versions.set(this.versions)
    this.scores = scores
    this.items = items
    this.versions = versions
  }
}
