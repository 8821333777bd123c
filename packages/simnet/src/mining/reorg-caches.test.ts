import { describe, expect, it } from 'vitest'
import type { Chain } from '../chain/chain.js'
import type { BlockRecord, TxRecord } from '../chain/types.js'
import { blockFees } from './block-fees.js'
import { networkHashPs } from './hashrate.js'

// Just the parts of a chain the mining caches read: blocks in order, their transactions, the tip.
interface Payment {
  fee: number
  vsize: number
}

function block(height: number, tag: string, bits: number, payments: Payment[]): BlockRecord {
  const txids = [`${tag}-coinbase`, ...payments.map((_, i) => `${tag}-${i}`)]
  return {
    hash: `${tag}-${height}`,
    height,
    time: 1_000_000 + height * 600,
    bits,
    txids,
  } as BlockRecord
}

function chainOf(blocks: BlockRecord[], payments: Map<string, Payment>): Chain {
  // The caches read `fee` and `vsize` of a transaction record, nothing else.
  const txs = payments as unknown as Map<string, TxRecord>
  return {
    blocks,
    txs,
    get tip() {
      return blocks.at(-1) as BlockRecord
    },
  } as unknown as Chain
}

function history(): { blocks: BlockRecord[]; payments: Map<string, Payment> } {
  const blocks: BlockRecord[] = []
  const payments = new Map<string, Payment>()
  for (let height = 0; height < 10; height++) {
    const paid = { fee: 1_000 * (height + 1), vsize: 200 }
    const mined = block(height, 'a', 0x1d00ffff, [paid])
    blocks.push(mined)
    payments.set(mined.txids[1] as string, paid)
  }
  return { blocks, payments }
}

describe('mining caches after a reorg', () => {
  it('recount block fees when the tip they saw was replaced', () => {
    const { blocks, payments } = history()
    const chain = chainOf(blocks, payments)
    const before = blockFees(chain).logSums.at(-1)
    // A one-block reorg: same length, a different tip paying far more.
    const replacement = block(9, 'b', 0x1d00ffff, [{ fee: 90_000, vsize: 200 }])
    blocks[9] = replacement
    payments.set(replacement.txids[1] as string, { fee: 90_000, vsize: 200 })
    const after = blockFees(chain).logSums.at(-1)
    expect(after).not.toBe(before)
    expect(after).toBeCloseTo(blockFees(chainOf([...blocks], payments)).logSums.at(-1) as number)
  })

  it('recount chain work from the replaced block on', () => {
    const { blocks, payments } = history()
    const chain = chainOf(blocks, payments)
    const before = networkHashPs(chain, 5)
    // The replacement has a harder target (smaller bits mantissa): more work.
    blocks[9] = block(9, 'b', 0x1c00ffff, [])
    const after = networkHashPs(chain, 5)
    expect(after).toBeGreaterThan(before)
    expect(after).toBe(networkHashPs(chainOf([...blocks], payments), 5))
  })
})
