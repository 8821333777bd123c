import { describe, expect, it } from 'vitest'
import { startPath } from './startPath'

describe('startPath', () => {
  it('opens the remembered network at the bare root only', () => {
    expect(startPath('/', 'signet')).toBe('/signet')
    expect(startPath('/', 'main')).toBeUndefined()
    expect(startPath('/tx/ab', 'signet')).toBeUndefined()
    expect(startPath('/testnet', 'signet')).toBeUndefined()
  })
})
