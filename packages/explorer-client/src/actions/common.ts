import type { ExplorerClient } from '../client.js'
import { InvalidParameterError } from '../errors.js'
import { isLiquidNetwork } from '../networks.js'
import type { Check } from '../validate/shape.js'

/** Every action takes an optional `signal` to cancel it. */
export interface CallOptions {
  signal?: AbortSignal | undefined
}

/** GET a path under the client's `/api/` base and parse it as JSON, checking its shape. */
export async function getJson<T>(
  client: ExplorerClient,
  path: string,
  check: Check,
  signal: AbortSignal | undefined,
  query?: Record<string, string | number | readonly string[] | undefined>,
): Promise<T> {
  return client.request({ path, query, as: 'json', check, signal })
}

/** GET a text endpoint (hash, hex). */
export async function getText(
  client: ExplorerClient,
  path: string,
  check: Check,
  signal: AbortSignal | undefined,
): Promise<string> {
  return client.request({ path, as: 'text', check, signal })
}

/** Throws unless the client serves a Liquid network (assets exist only there). */
export function requireLiquid(client: ExplorerClient, what: string): void {
  if (!isLiquidNetwork(client.network)) {
    throw new InvalidParameterError('network', client.network, `a Liquid network for ${what}`)
  }
}

/** Throws for Liquid clients (Lightning runs on Bitcoin networks). */
export function requireBitcoin(client: ExplorerClient, what: string): void {
  if (isLiquidNetwork(client.network)) {
    throw new InvalidParameterError('network', client.network, `a Bitcoin network for ${what}`)
  }
}
