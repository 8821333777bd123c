import type { Check } from './shape.js'

/**
 * The wire shape of an answer, checked once at the client's door. A schema is:
 * - a leaf code (one letter, `?` after it when the field may be absent or `null`, `!` when it is always
 *   sent but may be `null`):
 *   - `n` a finite number; `i` a whole number >= 0 (heights, counts, satoshis, times);
 *   - `N` / `I` the same, also from a decimal string (SQL sums arrive as `"123"`): the value becomes a number;
 *   - `s` a string; `h` 64 hex (txids, hashes); `x` hex text;
 *   - `b` a boolean; `B` a boolean or the `0`/`1` a SQL flag arrives as: the value becomes a boolean;
 *   - `a` anything present;
 * - `[schema]`: an array of that;
 * - `{ field: schema, ... }`: an object with those fields (others pass untouched); `{ '*': schema }` an
 *   object whose every value is that (keys are data: asset ids, addresses);
 * - `maybe(schema)`: an object or array that may be absent or `null`; `orNull(schema)`: one always sent, maybe
 *   as `null` (a coinbase input's `prevout`);
 * - a `Check` function, for what the codes cannot say.
 *
 * The check converts `N`, `I` and `B` values in place, so every consumer reads one type; it returns the
 * first problem with the path of its field (`vin[2].prevout.value: expected a number, got string`).
 */
export type Schema = string | Check | readonly [Schema] | { readonly [field: string]: Schema }

const bad = Symbol()
type Leaf = (value: unknown) => unknown

const isNumber: Leaf = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : bad)
const isCount: Leaf = (v) => (Number.isSafeInteger(v) && (v as number) >= 0 ? v : bad)
const fromText =
  (leaf: Leaf): Leaf =>
  (v) =>
    leaf(typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v)
const matching =
  (re: RegExp): Leaf =>
  (v) =>
    typeof v === 'string' && re.test(v) ? v : bad
const ofType =
  (type: string): Leaf =>
  (v) =>
    typeof v === type ? v : bad

/** Each leaf code: how it checks (and converts), and how the error names what was expected. */
const leaves: Record<string, [Leaf, string]> = {
  n: [isNumber, 'a number'],
  i: [isCount, 'a whole number >= 0'],
  N: [fromText(isNumber), 'a number'],
  I: [fromText(isCount), 'a whole number >= 0'],
  s: [ofType('string'), 'text'],
  h: [matching(/^[0-9a-f]{64}$/i), '64 hex digits'],
  x: [matching(/^(?:[0-9a-f]{2})*$/i), 'hex text'],
  b: [ofType('boolean'), 'true or false'],
  B: [(v) => (v === 0 || v === 1 ? v === 1 : typeof v === 'boolean' ? v : bad), 'true or false'],
  a: [(v) => (v === undefined ? bad : v), 'a value'],
}

const kind = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value

/** An object or array schema whose value may be absent or `null`. */
export const maybe = (schema: Schema): Schema => ({ '?': schema })
/** An object or array schema whose value is always present but may be `null`. */
export const orNull = (schema: Schema): Schema => ({ '!': schema })

function visit(schema: Schema, value: unknown, path: string): unknown {
  const fail = (expected: string): never => {
    throw `${path || 'answer'}: expected ${expected}, got ${kind(value)}`
  }
  if (typeof schema === 'string') {
    if (schema[1] && (value === null || (value === undefined && schema[1] === '?'))) return value
    const [leaf, expected] = leaves[schema[0] as string] as [Leaf, string]
    const out = leaf(value)
    return out === bad ? fail(expected) : out
  }
  if (typeof schema === 'function') {
    const problem = schema(value)
    if (problem !== undefined) throw `${path || 'answer'}: ${problem}`
    return value
  }
  if (Array.isArray(schema)) {
    if (!Array.isArray(value)) return fail('an array')
    for (let i = 0; i < value.length; i++) value[i] = visit(schema[0], value[i], `${path}[${i}]`)
    return value
  }
  const fields = schema as { readonly [field: string]: Schema }
  if (fields['?']) return value == null ? value : visit(fields['?'], value, path)
  if (fields['!']) return value === null ? value : visit(fields['!'], value, path)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('an object')
  const record = value as Record<string, unknown>
  const every = fields['*']
  const keys = every ? Object.keys(record) : Object.keys(fields)
  for (const key of keys) {
    const out = visit(every ?? (fields[key] as Schema), record[key], path ? `${path}.${key}` : key)
    if (out !== undefined) record[key] = out
  }
  return value
}

/** The check of a schema: undefined when the value passes (converted in place), else the first problem. */
export function schema(shape: Schema): Check {
  return (value) => {
    try {
      visit(shape, value, '')
    } catch (problem) {
      return problem as string
    }
    return undefined
  }
}
