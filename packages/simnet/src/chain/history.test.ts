import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bitcoinParamsAt, referenceTipTime } from '../params.js'
import { generateHistory } from './history.js'

/** A short signet history with its tip at `time`: the anchoring of the CLI's hourly tip times. */
const at = (time: number, seed = 3) =>
  generateHistory({ ...bitcoinParamsAt('signet', time), historyBlocks: 400, fullBlocks: 30 }, seed)

const txids = (sim: ReturnType<typeof at>) => sim.chain.blocks.flatMap((block) => block.txids)

/** A hash of every block header and transaction byte, in chain order. */
function bytesOf(sim: ReturnType<typeof at>): string {
  const hash = createHash('sha256')
  for (const block of sim.chain.blocks) {
    hash.update(block.header)
    for (const txid of block.txids) hash.update(sim.chain.txs.get(txid)?.raw ?? new Uint8Array())
  }
  return hash.digest('hex')
}

describe('a generated history', () => {
  // 2026-11-21T18:00:00Z: a start of an hour, as the CLI picks.
  const hour = 1_795_284_000

  it('is the same for the same seed and tip time, to the byte', () => {
    const a = at(hour)
    const b = at(hour)
    expect(b.chain.tip.hash).toBe(a.chain.tip.hash)
    expect(bytesOf(b)).toBe(bytesOf(a))
    expect(a.chain.tip.time).toBe(hour)
    expect(at(hour, 4).chain.tip.hash).not.toBe(a.chain.tip.hash)
  })

  it('keeps its transactions when the tip moves within a block interval: only times and block hashes change', () => {
    const a = at(hour)
    // Four minutes on: the same height (a block per ten minutes), each block four minutes later.
    const b = at(hour + 240)
    expect(b.chain.tip.height).toBe(a.chain.tip.height)
    expect(b.chain.blocks.map((block) => block.time - 240)).toEqual(
      a.chain.blocks.map((block) => block.time),
    )
    expect(txids(b)).toEqual(txids(a))
    expect(b.chain.tip.hash).not.toBe(a.chain.tip.hash)
  })

  it('ends at the tip time given, at about the height the real network has then', () => {
    const reference = at(referenceTipTime)
    expect(reference.chain.tip.height).toBe(bitcoinParamsAt('signet', referenceTipTime).tipHeight)
    const later = at(hour)
    expect(later.chain.tip.time).toBe(hour)
    // A block per ten minutes over the year between them.
    expect(later.chain.tip.height - reference.chain.tip.height).toBe(
      Math.round((hour - referenceTipTime) / 600),
    )
    expect(later.chain.blocks.length).toBe(reference.chain.blocks.length)
    for (const block of later.chain.blocks) expect(block.time).toBeLessThanOrEqual(hour)
  })
})
