import { expect, it } from 'vitest'
import { formatVbytes } from './size'

it('shows a virtual size in whole vbytes, rounded up as BIP 141 does', () => {
  expect(formatVbytes(140.25)).toBe('141 vB')
  expect(formatVbytes(140)).toBe('140 vB')
  expect(formatVbytes(100_000.5)).toBe('100,001 vB')
})
