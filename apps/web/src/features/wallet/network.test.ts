import { describe, expect, it } from 'vitest'
import { isWrongNetwork, switchBackTarget } from './network'

const chains = [{ id: 1 }, { id: 11155111 }, { id: 31337 }]

describe('isWrongNetwork', () => {
  it('is true when a connected wallet is on a chain we do not offer', () => {
    expect(isWrongNetwork('connected', 137, chains)).toBe(true)
  })

  it('is false on an offered chain', () => {
    expect(isWrongNetwork('connected', 31337, chains)).toBe(false)
  })

  it('waits for the connection before judging the chain', () => {
    expect(isWrongNetwork('reconnecting', 137, chains)).toBe(false)
    expect(isWrongNetwork('connecting', 137, chains)).toBe(false)
    expect(isWrongNetwork('disconnected', undefined, chains)).toBe(false)
    expect(isWrongNetwork('connected', undefined, chains)).toBe(false)
  })
})

describe('switchBackTarget', () => {
  it('goes back to the chain last used', () => {
    expect(switchBackTarget(chains, 31337)).toEqual({ id: 31337 })
  })

  it('falls back to the first chain offered', () => {
    expect(switchBackTarget(chains, 137)).toEqual({ id: 1 })
    expect(switchBackTarget(chains, undefined)).toEqual({ id: 1 })
    expect(switchBackTarget([], 1)).toBeUndefined()
  })
})
