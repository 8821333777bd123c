import { describe, expect, it } from 'vitest'
import { fnv1a, identicon } from './identicon'

describe('identicon', () => {
  it('is the same for the same id', () => {
    expect(identicon('foundryusa')).toEqual(identicon('foundryusa'))
  })

  it('matches the FNV-1a reference values', () => {
    expect(fnv1a('')).toBe(0x811c9dc5)
    expect(fnv1a('a')).toBe(0xe40c292c)
    expect(fnv1a('foobar')).toBe(0xbf9cf968)
  })

  it('is mirrored and never empty', () => {
    for (const id of [
      '',
      'a',
      'antpool',
      '03864ef025fde8fb587d989186ce6a4a186895ee44a926bfc370e2c366597a3f8f',
    ]) {
      const { cells, hue } = identicon(id)
      expect(cells).toHaveLength(25)
      expect(cells.some(Boolean)).toBe(true)
      expect(hue).toBeGreaterThanOrEqual(0)
      expect(hue).toBeLessThan(360)
      for (let row = 0; row < 5; row++) {
        expect(cells[row * 5]).toBe(cells[row * 5 + 4])
        expect(cells[row * 5 + 1]).toBe(cells[row * 5 + 3])
      }
    }
  })

  it('tells many ids apart', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `pool-${i}`)
    const pictures = new Set(ids.map((id) => JSON.stringify(identicon(id))))
    expect(pictures.size).toBeGreaterThan(195)
  })
})
