import { crc32, deflateSync } from 'node:zlib'
import { ByteWriter, concatBytes } from './bytes.js'

/*
 * Asset icons: mempool serves a PNG per asset it has an icon for. Simnet draws one, a disc of the
 * asset's colour on a transparent square (RGBA, 64 x 64), encoded by the PNG rules: signature, IHDR,
 * one zlib-compressed IDAT of filtered scanlines, IEND, each chunk with its CRC-32.
 */

const size = 64
const signature = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concatBytes(new TextEncoder().encode(type), data)
  const out = new ByteWriter(data.length + 12)
  const be32 = (n: number) => Uint8Array.of(n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff)
  out
    .bytes(be32(data.length))
    .bytes(typed)
    .bytes(be32(crc32(typed)))
  return out.finish()
}

/** A 64 x 64 PNG: a disc of `color` (RGB hex) with a lighter ring. */
export function assetIcon(color: string): Uint8Array {
  const rgb = [0, 2, 4].map((i) => Number.parseInt(color.slice(i, i + 2), 16) || 0)
  const rows = new Uint8Array(size * (1 + size * 4))
  const centre = (size - 1) / 2
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 4)
    rows[row] = 0 // filter: none
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - centre, y - centre)
      const at = row + 1 + x * 4
      if (d > size / 2 - 1) continue // transparent corners
      const ring = d > size / 2 - 5
      for (let c = 0; c < 3; c++) {
        const base = rgb[c] ?? 0
        rows[at + c] = ring ? Math.round(base + (255 - base) * 0.35) : base
      }
      rows[at + 3] = 255
    }
  }
  const header = new ByteWriter(13)
  header.bytes(Uint8Array.of(0, 0, 0, size, 0, 0, 0, size)) // width, height
  header.bytes(Uint8Array.of(8, 6, 0, 0, 0)) // 8-bit RGBA, deflate, adaptive filters, no interlace
  return concatBytes(
    signature,
    chunk('IHDR', header.finish()),
    chunk('IDAT', Uint8Array.from(deflateSync(rows))),
    chunk('IEND', new Uint8Array(0)),
  )
}
