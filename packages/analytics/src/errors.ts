/**
 * Raised outside production when a call site breaks the rules (nested data, private data, a bad name).
 * The message names keys and reasons, never the values: they may be the very data that must not leak.
 */
export class AnalyticsError extends Error {
  override name = 'AnalyticsError'
  readonly event: string
  readonly problems: readonly string[]

  constructor(event: string, problems: readonly string[]) {
    super(`Analytics event "${event}" rejected: ${problems.join('; ')}.`)
    this.event = event
    this.problems = problems
  }
}
