import { InvalidParameterError } from '../errors.js'

/** Checks that `value` is a 64-character hex string (txid, block hash, asset id) and returns it lowercased. */
export function hash(parameter: string, value: unknown): string {
  if (typeof value !== 'string' || !/^[0-9a-fA-F]{64}$/.test(value)) {
    throw new InvalidParameterError(parameter, value, 'a 64-character hex string')
  }
  return value.toLowerCase()
}

/** Checks a non-negative safe integer (height, index, vout). */
export function index(parameter: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new InvalidParameterError(parameter, value, 'a non-negative integer')
  }
  return value
}

/** Checks a Lightning node public key: 66 hex characters of a compressed key. */
export function publicKey(parameter: string, value: unknown): string {
  if (typeof value !== 'string' || !/^0[23][0-9a-fA-F]{64}$/.test(value)) {
    throw new InvalidParameterError(
      parameter,
      value,
      'a 66-character hex public key starting 02 or 03',
    )
  }
  return value.toLowerCase()
}

/** Checks that `value` is one of `allowed`; `expected` replaces (or, ending in a space, prefixes) the list. */
export function oneOf<const T extends string>(
  parameter: string,
  value: unknown,
  allowed: readonly T[],
  expected?: string | undefined,
): T {
  if (!(allowed as readonly unknown[]).includes(value)) {
    const list = `one of ${allowed.join(', ')}`
    throw new InvalidParameterError(
      parameter,
      value,
      expected?.endsWith(' ') ? expected + list : (expected ?? list),
    )
  }
  return value as T
}

/** Checks a non-empty string without control characters, up to `max` characters (search text). */
export function plainText(parameter: string, value: unknown, max = 200): string {
  const ok =
    typeof value === 'string' &&
    value.trim() !== '' &&
    value.length <= max &&
    [...value].every((c) => c.charCodeAt(0) >= 0x20)
  if (!ok)
    throw new InvalidParameterError(parameter, value, `non-empty text of at most ${max} characters`)
  return value
}

/** Checks a non-empty list, each item passing `item`. */
export function list<T>(
  parameter: string,
  value: unknown,
  item: (p: string, v: unknown) => T,
  max = 1000,
): T[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > max) {
    throw new InvalidParameterError(parameter, value, `a list of 1 to ${max} items`)
  }
  return value.map((v, i) => item(`${parameter}[${i}]`, v))
}
