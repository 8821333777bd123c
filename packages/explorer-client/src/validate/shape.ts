/**
 * Small response shape checks. They do not prove every field (that would cost the bundle and the CPU of
 * every page); they catch what a wrong server, a proxy's HTML error page or a truncated body looks like:
 * the wrong kind of value, or an object without the keys every consumer reads.
 *
 * A check returns undefined when the value passes, else a short description of the first problem.
 */
export type Check = (value: unknown) => string | undefined

function kind(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value
}

/** An object (not null, not an array) with each of `keys` present. */
export function object(...keys: string[]): Check {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return `expected an object, got ${kind(value)}`
    }
    const missing = keys.find((key) => !(key in value))
    return missing === undefined ? undefined : `expected field "${missing}"`
  }
}

/** An array whose every element passes `item`. */
export function arrayOf(item?: Check): Check {
  return (value) => {
    if (!Array.isArray(value)) return `expected an array, got ${kind(value)}`
    if (!item) return undefined
    for (let i = 0; i < value.length; i++) {
      const problem = item(value[i])
      if (problem !== undefined) return `item ${i}: ${problem}`
    }
    return undefined
  }
}

/** A string matching `pattern`, named `what` in the message. */
export function text(pattern: RegExp, what: string): Check {
  return (value) =>
    typeof value === 'string' && pattern.test(value) ? undefined : `expected ${what}`
}

export const hex64 = text(/^[0-9a-f]{64}$/i, 'a 64-character hex hash')
export const hexString = text(/^(?:[0-9a-f]{2})*$/i, 'hex text')
export const numberArray: Check = (value) =>
  Array.isArray(value) && value.every((n) => typeof n === 'number')
    ? undefined
    : 'expected an array of numbers'
