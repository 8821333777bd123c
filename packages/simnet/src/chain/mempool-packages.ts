import { ScoreHeap } from './mempool-heap.js'
import { childrenOf, Walker } from './mempool-walk.js'

/**
 * The mempool as package selection reads it, one slot per transaction in arrival order (slot i arrived
 * before slot i + 1, which breaks ties between equal scores). Plain typed arrays: a worker thread can
 * take them as they are.
 */
export interface PackageGraph {
  fee: Float64Array
  weight: Float64Array
  /** Slot i's unconfirmed parents are `parentList[parentStart[i]]` to `parentList[parentStart[i + 1] - 1]`. */
  parentStart: Int32Array
  parentList: Int32Array
}

/** The selection: every slot once (with a stack), in the order a miner takes them, cut into blocks. */
export interface PackageOrder {
  slots: Int32Array
  /** The fee rate (sat/vB) of the package each slot was selected in, by position in `slots`. */
  rates: Float64Array
  /** Where each block ends in `slots` (exclusive): the last end is the length of `slots`. */
  blockEnds: number[]
}

/** Core's block assembler gives up on a block after this many packages in a row did not fit... */
const maxConsecutiveFailures = 1000
/** ...once the block is this close to full. */
const fullEnough = 4_000
/** No transaction weighs less (Core's minimum of 65 non-witness bytes is 260). */
const smallestTx = 240

/**
 * Bitcoin Core's ancestor-package selection (mempool.space's projected blocks follow it): repeatedly take
 * the transaction whose package (itself and its not yet selected ancestors) pays the best rate, scored as
 * min(own rate, package rate) so a cheap child never rides on its parents; put the package in the block,
 * parents first, if it fits; then take its members out of their descendants' packages. Up to `count`
 * blocks of `limit` weight; with `stack`, the last one takes everything left (else what is left out is
 * not in the order: a miner wanting one block stops there).
 *
 * Work is O(n log n) plus, per selected transaction, a walk of its descendants, all in typed arrays: a
 * 50,000-transaction mempool takes a few tens of milliseconds.
 */
export function selectPackages(
  graph: PackageGraph,
  count: number,
  limit: number,
  stack = true,
): PackageOrder {
  const selection = new PackageSelection(graph, count, limit, stack)
  selection.run(Number.POSITIVE_INFINITY)
  return selection.result()
}

/** How many heap pops `run` makes between two looks at the clock. */
const popsPerCheck = 64

/**
 * `selectPackages` in steps: `run(deadline)` works until `performance.now()` passes the deadline and
 * says whether it finished, so a large mempool can be ordered between other work. The graph must not
 * change meanwhile (it is a snapshot).
 */
export class PackageSelection {
  private readonly fee: Float64Array
  private readonly weight: Float64Array
  private readonly parentStart: Int32Array
  private readonly parentList: Int32Array
  private readonly childStart: Int32Array
  private readonly childList: Int32Array
  private readonly count: number
  private readonly limit: number
  private readonly stack: boolean
  private readonly packageFee: Float64Array
  private readonly packageWeight: Float64Array
  private readonly score: Float64Array
  private readonly version: Int32Array
  private readonly selected: Uint8Array
  /** The block in which each slot's entry was last put aside for not fitting (1-based). */
  private readonly deferredIn: Int32Array
  private readonly members: Int32Array
  private readonly walker: Walker
  private readonly heap: ScoreHeap
  private readonly entry = { score: 0, item: 0, version: 0 }
  private readonly slots: Int32Array
  private readonly rates: Float64Array
  private readonly blockEnds: number[] = []
  /** Slots scored so far (the first phase), then slots taken into blocks. */
  private scored = 0
  private taken = 0
  private stuck = false
  private finished = false
  /** The block being filled. */
  private block:
    | { start: number; room: number; used: number; failures: number; deferred: number[] }
    | undefined

  constructor(graph: PackageGraph, count: number, limit: number, stack = true) {
    const n = graph.fee.length
    this.fee = graph.fee
    this.weight = graph.weight
    this.parentStart = graph.parentStart
    this.parentList = graph.parentList
    const children = childrenOf(graph.parentStart, graph.parentList, n)
    this.childStart = children.start
    this.childList = children.list
    this.count = count
    this.limit = limit
    this.stack = stack
    this.packageFee = new Float64Array(n)
    this.packageWeight = new Float64Array(n)
    this.score = new Float64Array(n)
    this.version = new Int32Array(n)
    this.selected = new Uint8Array(n)
    this.deferredIn = new Int32Array(n)
    this.members = new Int32Array(n)
    this.walker = new Walker(n, this.selected)
    this.heap = new ScoreHeap(n * 2)
    this.slots = new Int32Array(n)
    this.rates = new Float64Array(n)
  }

  /** Works until `deadline` (a `performance.now()` time); true once the selection is complete. */
  run(deadline: number): boolean {
    while (!this.finished) {
      if (this.scored < this.fee.length) this.scoreSome()
      else this.selectSome()
      if (performance.now() >= deadline) break
    }
    return this.finished
  }

  result(): PackageOrder {
    if (!this.finished) throw new Error('the selection has not finished')
    const { taken } = this
    return {
      slots: taken === this.slots.length ? this.slots : this.slots.slice(0, taken),
      rates: taken === this.rates.length ? this.rates : this.rates.slice(0, taken),
      blockEnds: this.blockEnds,
    }
  }

  private rescore(i: number): number {
    const { fee, weight, packageFee, packageWeight } = this
    return Math.min(
      (fee[i] as number) / (weight[i] as number),
      (packageFee[i] as number) / (packageWeight[i] as number),
    )
  }

  /** First phase: each slot's package (itself and all its ancestors) and its first heap entry. */
  private scoreSome(): void {
    const { fee, weight, parentStart, members } = this
    const end = Math.min(this.fee.length, this.scored + popsPerCheck * 4)
    for (let i = this.scored; i < end; i++) {
      let f = fee[i] as number
      let w = weight[i] as number
      if (parentStart[i] !== parentStart[i + 1]) {
        const length = this.walker.ancestors(i, parentStart, this.parentList, members)
        // The walk ends with i itself.
        for (let m = 0; m < length - 1; m++) {
          const member = members[m] as number
          f += fee[member] as number
          w += weight[member] as number
        }
      }
      this.packageFee[i] = f
      this.packageWeight[i] = w
      const score = this.rescore(i)
      this.score[i] = score
      this.heap.push(score, i, 0)
    }
    this.scored = end
  }

  /** Second phase: up to `popsPerCheck` heap entries into blocks. */
  private selectSome(): void {
    const { heap, entry, selected, version, packageWeight, weight } = this
    if (!this.block) {
      // Without a stack, a block that nothing fitted in ends the selection.
      const done = heap.size === 0 || this.blockEnds.length >= this.count
      if (done || (this.stuck && !this.stack)) {
        this.finished = true
        return
      }
      // The last block is the stack of everything left; so is a block after one that nothing fitted in.
      const last = this.blockEnds.length === this.count - 1 || this.stuck
      const room = last && this.stack ? Number.POSITIVE_INFINITY : this.limit
      this.block = { start: this.taken, room, used: 0, failures: 0, deferred: [] }
    }
    const block = this.block
    const number = this.blockEnds.length + 1
    let full = false
    for (let pops = 0; pops < popsPerCheck; pops++) {
      if (!heap.pop(entry)) {
        full = true
        break
      }
      const i = entry.item
      if (selected[i] || entry.version !== version[i]) continue
      if (block.used + (packageWeight[i] as number) > block.room) {
        block.deferred.push(entry.score, i, entry.version)
        this.deferredIn[i] = number
        if (++block.failures > maxConsecutiveFailures && block.used > block.room - fullEnough) {
          full = true
          break
        }
        if (block.room - block.used < smallestTx) {
          full = true
          break
        }
        continue
      }
      block.failures = 0
      // Weights are whole numbers: the package is the transaction alone exactly when they are equal.
      let size = 1
      if (packageWeight[i] === weight[i]) this.members[0] = i
      else size = this.walker.ancestors(i, this.parentStart, this.parentList, this.members)
      block.used += this.take(i, size, number)
    }
    if (!full) return
    for (let d = 0; d < block.deferred.length; d += 3) {
      heap.push(
        block.deferred[d] as number,
        block.deferred[d + 1] as number,
        block.deferred[d + 2] as number,
      )
    }
    this.stuck = this.taken === block.start
    if (!this.stuck) this.blockEnds.push(this.taken)
    this.block = undefined
  }

  /**
   * Takes the package of slot i (its `size` members in `members`, parents first) into block `number`;
   * its members leave the packages of their descendants, which score again without them. Returns the
   * package's weight.
   */
  private take(i: number, size: number, number: number): number {
    const { fee, weight, members, selected, packageFee, packageWeight, walker } = this
    const rate = (packageFee[i] as number) / ((packageWeight[i] as number) / 4)
    let used = 0
    for (let m = 0; m < size; m++) {
      const member = members[m] as number
      selected[member] = 1
      used += weight[member] as number
      this.slots[this.taken] = member
      this.rates[this.taken++] = rate
    }
    const touched = walker.startTouching()
    for (let m = 0; m < size; m++) {
      const member = members[m] as number
      if (this.childStart[member] === this.childStart[member + 1]) continue
      const mf = fee[member] as number
      const mw = weight[member] as number
      const reached = walker.descendants(member, this.childStart, this.childList)
      for (let r = 0; r < reached; r++) {
        const d = walker.found[r] as number
        packageFee[d] = (packageFee[d] as number) - mf
        packageWeight[d] = (packageWeight[d] as number) - mw
        walker.touch(d)
      }
    }
    for (let t = 0; t < walker.touchedCount; t++) {
      const d = touched[t] as number
      const next = this.rescore(d)
      // An unchanged score leaves the queued entry valid (no second entry for the same place), unless
      // it waits aside: the smaller package may fit this block now.
      if (next === this.score[d] && this.deferredIn[d] !== number) continue
      this.score[d] = next
      this.version[d] = (this.version[d] as number) + 1
      this.heap.push(next, d, this.version[d] as number)
    }
    return used
  }
}
