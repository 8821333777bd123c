import type { ChainTip } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { staleTips } from './staleTips'

const tip = (height: number, status: ChainTip['status']): ChainTip => ({
  height,
  hash: String(height).padStart(64, '0'),
  branchlen: status === 'active' ? 0 : 1,
  status,
})

describe('staleTips', () => {
  it('keeps every tip but the active one, newest first', () => {
    const tips = [
      tip(200, 'active'),
      tip(150, 'valid-fork'),
      tip(190, 'valid-headers'),
      tip(10, 'invalid'),
    ]
    expect(staleTips(tips).map((t) => t.height)).toEqual([190, 150, 10])
  })

  it('is empty when the chain has only its active tip', () => {
    expect(staleTips([tip(200, 'active')])).toEqual([])
  })
})
