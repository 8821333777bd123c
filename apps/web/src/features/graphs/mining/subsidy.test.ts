import { describe, expect, it } from 'vitest'
import { subsidyAt } from './subsidy'

describe('subsidyAt', () => {
  it('halves at each 210,000 blocks on Bitcoin, the last block of an era keeping the old subsidy', () => {
    expect(subsidyAt(0, 'main')).toBe(5_000_000_000)
    expect(subsidyAt(839_999, 'main')).toBe(625_000_000)
    expect(subsidyAt(840_000, 'main')).toBe(312_500_000)
    expect(subsidyAt(924_000, 'signet')).toBe(312_500_000)
    expect(subsidyAt(1_050_000, 'testnet4')).toBe(156_250_000)
  })

  it('halves every 150 blocks on regtest and ends after 64 halvings', () => {
    expect(subsidyAt(149, 'regtest')).toBe(5_000_000_000)
    expect(subsidyAt(150, 'regtest')).toBe(2_500_000_000)
    expect(subsidyAt(64 * 210_000, 'main')).toBe(0)
    // Sats are whole: 50 BTC >> 33 is 0.58 sat, floored.
    expect(subsidyAt(33 * 210_000, 'main')).toBe(0)
  })
})
