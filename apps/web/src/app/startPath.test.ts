import { describe, expect, it } from 'vitest'
import { startPath } from './startPath'

describe('startPath', () => {
  it('opens the remembered network at the bare root only', () => {
    expect(startPath('/', 'signet')).toBe('/signet')
    expect(startPath('/', 'main')).toBeUndefined()
    expect(startPath('/tx/ab', 'signet')).toBeUndefined()
    expect(startPath('/testnet', 'signet')).toBeUndefined()
  })

  it('keeps a language prefix', () => {
    expect(startPath('/ja', 'signet')).toBe('/ja/signet')
    expect(startPath('/pt-BR/', 'testnet4')).toBe('/pt-BR/testnet4')
    expect(startPath('/ja/tx/ab', 'signet')).toBeUndefined()
    expect(startPath('/ja', 'main')).toBeUndefined()
  })
})
