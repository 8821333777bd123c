import type { IncomingMessage } from 'node:http'
import { type Deviation, deviations } from '../chain/pool-deviation.js'
import { type BitcoinNetworkName, bitcoinNetworkNames } from '../params.js'
import { HttpError, readBody } from './router.js'

/** Control bodies are a few fields: anything longer is a mistake. */
const bodyLimit = 16_384

/** Reads a request body as text, refusing one over the limit with 413. */
export const readText = (req: IncomingMessage): Promise<string> =>
  readBody(req, bodyLimit, `The body is over ${bodyLimit} bytes`)

/** A control body's fields. */
export type Fields = Record<string, unknown>

/**
 * Parses a control body: empty means no fields; otherwise a JSON object holding only `allowed` keys (a
 * misspelt field is refused rather than silently ignored).
 */
export function parseFields(text: string, allowed: readonly string[]): Fields {
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new HttpError(400, `The body is not valid JSON: ${reason}`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'The body must be a JSON object')
  }
  const fields = value as Fields
  for (const key of Object.keys(fields)) {
    if (!allowed.includes(key)) {
      const expected = allowed.length ? `expected ${allowed.join(', ')}` : 'expected none'
      throw new HttpError(400, `Unknown field "${key}": ${expected}`)
    }
  }
  return fields
}

/** An integer field within `min..max`, or `fallback` when absent. */
export function integerField(
  fields: Fields,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number
export function integerField(
  fields: Fields,
  name: string,
  min: number,
  max: number,
): number | undefined
export function integerField(
  fields: Fields,
  name: string,
  min: number,
  max: number,
  fallback?: number,
): number | undefined {
  const value = fields[name]
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new HttpError(400, `"${name}" must be an integer from ${min} to ${max}`)
  }
  return value
}

/** A number field within `min..max`, or undefined when absent. */
export function numberField(
  fields: Fields,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const value = fields[name]
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new HttpError(400, `"${name}" must be a number from ${min} to ${max}`)
  }
  return value
}

/** A string field, or undefined when absent. */
export function stringField(fields: Fields, name: string): string | undefined {
  const value = fields[name]
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw new HttpError(400, `"${name}" must be a string`)
  return value
}

/** A boolean field, false when absent. */
export function flagField(fields: Fields, name: string): boolean {
  const value = fields[name]
  if (value === undefined) return false
  if (typeof value !== 'boolean') throw new HttpError(400, `"${name}" must be true or false`)
  return value
}

/** The network a control request is about: `?network=`, main by default. */
export function networkOf(query: URLSearchParams): BitcoinNetworkName {
  const name = query.get('network')
  if (name === null) return 'main'
  const found = bitcoinNetworkNames.find((n) => n === name)
  if (!found) {
    throw new HttpError(
      400,
      `Unknown network "${name}": expected ${bitcoinNetworkNames.join(', ')}`,
    )
  }
  return found
}

/** The `audit` field of a mine request: how the block departs from its template, or undefined when absent. */
export function deviationField(fields: Fields): Deviation | undefined {
  const value = fields.audit
  if (value === undefined) return undefined
  const found = deviations.find((d) => d === value)
  if (!found) {
    throw new HttpError(
      400,
      `"audit" must be one of ${deviations.join(', ')}: got ${JSON.stringify(value)}`,
    )
  }
  return found
}
