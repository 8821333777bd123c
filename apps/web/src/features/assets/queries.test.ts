import { describe, expect, it } from 'vitest'
import { pngDataUrl } from './queries'

describe('pngDataUrl', () => {
  it('encodes the bytes as base64, also past one chunk', () => {
    expect(pngDataUrl(Uint8Array.of(0x89, 0x50, 0x4e, 0x47))).toBe('data:image/png;base64,iVBORw==')
    const big = new Uint8Array(0x8000 * 2 + 3).fill(65)
    expect(atob(pngDataUrl(big).split(',')[1] ?? '')).toBe('A'.repeat(big.length))
  })
})
