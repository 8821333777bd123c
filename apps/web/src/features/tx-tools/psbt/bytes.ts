import { plural, t } from '@lingui/core/macro'
/** A PSBT that cannot be read: the message names what is wrong and, where it has one, the byte. */
export class PsbtError extends Error {
  override name = 'PsbtError'
}

/** CompactSize-prefixed and little-endian pieces, for writing a transaction back out. */
export function compactSizeHex(n: number): string {
  if (n < 0xfd) return leHex(n, 1)
  if (n <= 0xffff) return `fd${leHex(n, 2)}`
  return `fe${leHex(n, 4)}`
}

export function leHex(value: number, size: number): string {
  let hex = ''
  for (let i = 0; i < size; i++)
    hex += (Math.floor(value / 256 ** i) % 256).toString(16).padStart(2, '0')
  return hex
}

const base64Chars = /^[A-Za-z0-9+/]*={0,2}$/

/** Base64 (RFC 4648, with padding) to bytes, naming the first character that cannot be base64. */
export function base64ToBytes(text: string): Uint8Array {
  if (!base64Chars.test(text)) {
    const bad = text.search(/[^A-Za-z0-9+/=]|=[^=]|={3}/)
    const at = bad < 0 ? text.indexOf('=') : bad
    const character = JSON.stringify(text[at])
    const position = at + 1
    throw new PsbtError(t`Not valid base64: character ${character} at position ${position}.`)
  }
  if (text.length % 4) {
    const length = text.length
    throw new PsbtError(
      plural(length, {
        one: 'Not valid base64: its length (# character) is not a multiple of 4; part of it is missing.',
        other:
          'Not valid base64: its length (# characters) is not a multiple of 4; part of it is missing.',
      }),
    )
  }
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
