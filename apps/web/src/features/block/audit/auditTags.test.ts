import { describe, expect, it } from 'vitest'
import { fakeAudit, missingTxid, summary } from '../fakeBlockService'
import { healthTone, tagCounts, taggedTxs } from './auditTags'

describe('audit tags', () => {
  const audit = { ...fakeAudit(), template: [] }

  it('lists each tagged transaction once, with every tag it carries', () => {
    const tagged = taggedTxs(audit)
    expect(tagged).toHaveLength(21)
    expect(tagged.find((t) => t.txid === summary[40]?.txid)?.tags).toEqual(['added', 'prioritized'])
    expect(tagged.find((t) => t.txid === missingTxid)?.tags).toEqual(['missing'])
  })

  it('counts each tag in legend order', () => {
    expect(tagCounts(audit).slice(0, 4)).toEqual([
      ['added', 20],
      ['missing', 1],
      ['prioritized', 1],
      ['fresh', 0],
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
