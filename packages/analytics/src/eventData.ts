import { AnalyticsError } from './errors.js'
import { privateKeyReason, privateValueReason } from './privacy.js'
import type { AnalyticsMode, EventData } from './types.js'

/** Umami stores names up to 50 characters, Plausible up to 120: the shorter works with both. */
export const maxNameLength = 50

export interface CleanEvent {
  name: string
  data: Record<string, string | number | boolean>
}

/**
 * Applies the rules every event follows, whatever the provider: a short public name, flat data, nothing
 * private. In production what breaks a rule is dropped (a bad name drops the whole event, a bad key only
 * itself); in development the first call that breaks one throws an {@link AnalyticsError}.
 */
export function cleanEvent(
  name: string,
  data: EventData | undefined,
  mode: AnalyticsMode,
): CleanEvent | undefined {
  const problems: string[] = []
  const clean: Record<string, string | number | boolean> = {}
  const nameProblem = checkName(name)
  if (nameProblem) problems.push(nameProblem)
  // `data` is typed flat, but JavaScript callers and casts can pass anything: check at run time.
  for (const [key, value] of Object.entries((data ?? {}) as Record<string, unknown>)) {
    if (value === null || value === undefined) continue
    const problem = checkEntry(key, value)
    if (problem) problems.push(problem)
    else clean[key] = value as string | number | boolean
  }
  if (problems.length > 0 && mode !== 'production') {
    throw new AnalyticsError(nameProblem ? '(invalid name)' : name, problems)
  }
  return nameProblem ? undefined : { name, data: clean }
}

function checkName(name: unknown): string | undefined {
  if (typeof name !== 'string' || name.trim() === '') return 'the name must be a non-empty string'
  if (name.length > maxNameLength) return `the name is longer than ${maxNameLength} characters`
  const reason = privateValueReason(name)
  return reason ? `the name ${reason}` : undefined
}

function checkEntry(key: string, value: unknown): string | undefined {
  if (typeof value === 'object' || typeof value === 'function') {
    return `"${key}" is not flat: only strings, numbers, booleans and null are allowed`
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return `"${key}" is not a finite number`
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    return `"${key}" is a ${typeof value}: only strings, numbers, booleans and null are allowed`
  }
  const keyReason = privateKeyReason(key)
  if (keyReason) return keyReason
  const valueReason = typeof value === 'string' ? privateValueReason(value) : undefined
  return valueReason ? `"${key}" ${valueReason}` : undefined
}
