import { formatInteger } from '../../format/number'

/**
 * A count with its English noun, singular for one: `1 frame`, `2,405 frames`. `many` defaults to the
 * noun with an `s`. For the API reference only (not translated, as mempool.space leaves its API docs):
 * every translated count is a `plural` message, whose forms follow the language's rules.
 */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${formatInteger(count)} ${count === 1 ? one : many}`
}
