import { describe, expect, it } from 'vitest'
import { followMode, parseFollowModes } from './useFollowModes'

describe('followMode', () => {
  it('waits for the probe of a host it knows nothing of, rather than open a socket', () => {
    expect(followMode(false, undefined)).toBe('wait')
    expect(followMode(false, { isError: false })).toBe('wait')
  })

  it('polls a host remembered or found to have only the Esplora routes', () => {
    expect(followMode(true, { isError: false })).toBe('poll')
    expect(followMode(false, { data: 'esplora', isError: false })).toBe('poll')
  })

  it("follows mempool's service live, and leaves a failed probe to the live feed to report", () => {
    expect(followMode(false, { data: 'mempool', isError: false })).toBe('feed')
    expect(followMode(false, { isError: true })).toBe('feed')
  })
})

describe('parseFollowModes', () => {
  it('reads back the key, ignoring what is not a mode', () => {
    expect([...parseFollowModes('main:feed,signet:poll,testnet:wait,liquid:x')]).toEqual([
      ['main', 'feed'],
      ['signet', 'poll'],
      ['testnet', 'wait'],
    ])
    expect(parseFollowModes('').size).toBe(0)
  })
})
