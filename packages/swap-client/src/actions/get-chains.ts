import type { PlatformClient } from '../client.js'
import type { CallResult } from '../fetch/types.js'
import type { operations } from '../wire/platform.js'

type Operation = operations['getChains']

/** Filters: chain `type` (`evm`, `bitcoin`, ...) and `integration`. */
export type GetChainsParameters = NonNullable<Operation['parameters']['query']>
export type GetChainsReturnType = CallResult<Operation>

/**
 * The chains the platform supports (platform API, `GET /chains`).
 *
 * @example
 * const { data, error } = await getChains(createPlatformClient(), { type: 'evm' })
 */
export function getChains(
  client: PlatformClient,
  parameters: GetChainsParameters = {},
  init: { signal?: AbortSignal } = {},
): Promise<GetChainsReturnType> {
  return client.GET('/chains', { ...init, params: { query: parameters } })
}
