import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sha256 } from './sha256.js'

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')
const reference = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

/** Deterministic non-trivial bytes, so every byte position carries a different value. */
const pattern = (length: number): Uint8Array =>
  Uint8Array.from({ length }, (_, i) => (i * 167 + 13) & 0xff)

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
    expect(
      hex(
        sha256(
          new TextEncoder().encode('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'),
        ),
      ),
    ).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1')
  })

  it('hashes the empty input', () => {
    expect(hex(sha256(new Uint8Array()))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    )
  })

  // 55 bytes is the longest input whose padding fits one block, 56 the shortest that needs a second one,
  // 64 a whole block of message plus a padding block; the rest cover other remainders and many blocks.
  it.each([1, 3, 31, 32, 33, 54, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000])(
    'matches node:crypto on %i bytes',
    (length) => {
      const input = pattern(length)
      expect(hex(sha256(input))).toBe(reference(input))
    },
  )

  it('hashes views into a larger buffer by their own bytes only', () => {
    const backing = pattern(100)
    const view = backing.subarray(10, 66)
    expect(hex(sha256(view))).toBe(reference(view))
  })

  it('does not modify its input and gives the same digest twice', () => {
    const input = pattern(70)
    const copy = input.slice()
    const first = hex(sha256(input))
    expect(hex(sha256(input))).toBe(first)
    expect(input).toEqual(copy)
  })

  it('changes its digest on a one-bit change', () => {
    const input = pattern(56)
    const flipped = input.slice()
    flipped[20] = (flipped[20] ?? 0) ^ 1
    expect(hex(sha256(flipped))).not.toBe(hex(sha256(input)))
    expect(hex(sha256(flipped))).toBe(reference(flipped))
  })
})
