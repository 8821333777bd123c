import type { PlatformClient } from '../client.js'
import type { CallResult } from '../fetch/types.js'
import type { operations } from '../wire/platform.js'

type Operation = operations['getTokens']

/** Filters: `chain` slug, `symbol`, `address`. */
export type GetTokensParameters = NonNullable<Operation['parameters']['query']>
export type GetTokensReturnType = CallResult<Operation>

/**
 * The tokens the platform supports (platform API, `GET /tokens`).
 *
 * @example
 * const { data, error } = await getTokens(createPlatformClient(), { chain: 'bitcoin' })
 */
export function getTokens(
  client: PlatformClient,
  parameters: GetTokensParameters = {},
  init: { signal?: AbortSignal } = {},
): Promise<GetTokensReturnType> {
  return client.GET('/tokens', { ...init, params: { query: parameters } })
}
