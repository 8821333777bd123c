import { describe, expect, it } from 'vitest'
import { pollRefreshes } from './pollPlan'

const base = ['explorer', 'https://esplora.test/api/']
const pending = 'aa'.repeat(32)
const mined = 'bb'.repeat(32)
const finding = (tipChanged: boolean) => ({
  tipChanged,
  unconfirmed: (txid: string) => txid === pending,
})

describe('pollRefreshes', () => {
  it('refreshes everything shown when the tip moved', () => {
    for (const key of [
      [...base, 'block', mined, 'extended'],
      [...base, 'tx', mined],
      [...base, 'blocks-list', 'tip'],
    ])
      expect(pollRefreshes(key, finding(true)), key.join('/')).toBe(true)
  })

  it('between blocks, refreshes addresses, unconfirmed transactions and the dashboard only', () => {
    expect(pollRefreshes([...base, 'address', 'bc1q'], finding(false))).toBe(true)
    expect(pollRefreshes([...base, 'esplora', 'fees'], finding(false))).toBe(true)
    expect(pollRefreshes([...base, 'tx', pending], finding(false))).toBe(true)
    expect(pollRefreshes([...base, 'tx', pending, 'outspends'], finding(false))).toBe(true)
    expect(pollRefreshes([...base, 'tx', mined], finding(false))).toBe(false)
    expect(pollRefreshes([...base, 'block', mined, 'extended'], finding(false))).toBe(false)
  })
})
