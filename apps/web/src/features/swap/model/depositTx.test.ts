import type { Transaction } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { findDeposit } from './depositTx'

const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const tx = (txid: string, confirmed: boolean, outputs: Array<[string, number]>): Transaction =>
  ({
    txid,
    status: confirmed ? { confirmed, block_height: 812 } : { confirmed },
    vout: outputs.map(([to, value]) => ({ scriptpubkey_address: to, value })),
  }) as Transaction

describe('findDeposit', () => {
  it('finds the newest payment to the deposit address and what it paid', () => {
    const txs = [
      tx('a'.repeat(64), false, [['bc1qother', 5]]),
      tx('b'.repeat(64), false, [
        [address, 60_000],
        [address, 40_000],
      ]),
      tx('c'.repeat(64), true, [[address, 1]]),
    ]
    expect(findDeposit(txs, address)).toEqual({
      txid: 'b'.repeat(64),
      confirmed: false,
      blockHeight: undefined,
      paid: 100_000n,
    })
    expect(findDeposit([txs[2] as Transaction], address)).toMatchObject({
      confirmed: true,
      blockHeight: 812,
    })
  })

  it('finds nothing before the deposit arrives', () => {
    expect(findDeposit(undefined, address)).toBeUndefined()
    expect(findDeposit([tx('a'.repeat(64), false, [['bc1qother', 5]])], address)).toBeUndefined()
  })
})
