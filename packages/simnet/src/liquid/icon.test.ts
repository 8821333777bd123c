import { crc32, inflateSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { assetIcon } from './icon.js'

/** The chunks of a PNG, each with whether its CRC matches. */
function chunks(png: Uint8Array) {
  const view = Buffer.from(png)
  const out: { type: string; data: Buffer; crcOk: boolean }[] = []
  for (let at = 8; at < view.length; ) {
    const length = view.readUInt32BE(at)
    const type = view.subarray(at + 4, at + 8).toString('latin1')
    const data = view.subarray(at + 8, at + 8 + length)
    const crc = view.readUInt32BE(at + 8 + length)
    out.push({ type, data, crcOk: crc === crc32(view.subarray(at + 4, at + 8 + length)) })
    at += 12 + length
  }
  return out
}

test('asset icons are valid 64 x 64 RGBA PNGs in the asset colour', () => {
  const png = assetIcon('26a17b')
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const parts = chunks(png)
  expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
  expect(parts.every((c) => c.crcOk)).toBe(true)
  const header = parts[0]?.data ?? Buffer.alloc(13)
  expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([
    64, 64, 8, 6,
  ])
  const pixels = inflateSync(parts[1]?.data ?? Buffer.alloc(0))
  expect(pixels.length).toBe(64 * (1 + 64 * 4))
  // The centre pixel is the colour, opaque; a corner is transparent.
  const at = (x: number, y: number) => y * (1 + 64 * 4) + 1 + x * 4
  expect([...pixels.subarray(at(32, 32), at(32, 32) + 4)]).toEqual([0x26, 0xa1, 0x7b, 255])
  expect(pixels[at(0, 0) + 3]).toBe(0)
  expect(Buffer.compare(assetIcon('d52b1e'), png)).not.toBe(0)
})
