import { describe, expect, it } from 'vitest'
import { healthTone, tagCounts, taggedTxs } from './auditTags'

describe('audit tags', () => {
  const statuses = {
    expected: new Map([
      ['gone', ['censored' as const]],
      ['both', ['accelerated' as const]],
    ]),
    actual: new Map([
      ['both', ['accelerated' as const]],
      ['new', ['added' as const, 'prioritized' as const]],
    ]),
    sameTxs: false,
  }

  it('lists each tagged transaction once, template first, with every tag of either side', () => {
    expect(taggedTxs(statuses)).toEqual([
      { txid: 'gone', tags: ['censored'] },
      { txid: 'both', tags: ['accelerated'] },
      { txid: 'new', tags: ['added', 'prioritized'] },
    ])
  })

  it('counts the transactions carrying each tag, in legend order', () => {
    expect(tagCounts(statuses).filter(([, n]) => n > 0)).toEqual([
      ['censored', 1],
      ['accelerated', 1],
      ['added', 1],
      ['prioritized', 1],
    ])
  })

  it('gives health good from 99 %, fair from 75 %, poor below', () => {
    expect([100, 99, 98.99, 75, 74.99, 0].map(healthTone)).toEqual([
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
    ])
  })
})
