import {
  environmentHeader,
  resolveEnvironment,
  type SwapEnvironment,
  type SwapEnvironmentName,
  swapEnvironments,
} from './environments.js'
import { createFetchClient, type FetchClient } from './fetch/create-fetch-client.js'
import type { FetchFn } from './fetch/types.js'
import type { paths as CrossChainPaths } from './wire/cross-chain.js'
import type { paths as PlatformPaths } from './wire/platform.js'

export interface SwapClientOptions {
  /** `production` (default), `development` (or `dev`) or `testnet`. Anything else throws. */
  environment?: SwapEnvironmentName | undefined
  /**
   * Address of a self-hosted or local service that speaks the same contract. The environment is still checked
   * and still sent in the header.
   */
  baseUrl?: string | undefined
  /** Headers of every request. The environment header cannot be overridden. */
  headers?: Record<string, string>
  /** The `fetch` to use. Default: the global `fetch`, looked up at each request. */
  fetch?: FetchFn
}

/** The cross-chain API client (quote, allowance, approve, send, status, history). */
export interface SwapClient extends FetchClient<CrossChainPaths> {
  readonly api: 'cross-chain'
  readonly environment: SwapEnvironment
}

/** The platform API client (chains, tokens). */
export interface PlatformClient extends FetchClient<PlatformPaths> {
  readonly api: 'platform'
  readonly environment: SwapEnvironment
}

/** The platform API's address; its paths live under `/api/v1`. */
export const platformBaseUrl = 'https://platform.swing.xyz'
const platformBasePath = '/api/v1'

/**
 * A client for the cross-chain API of an environment.
 *
 * @example
 * const swap = createSwapClient({ environment: 'testnet' })
 * const { data, error } = await getQuote(swap, { fromChain: 'bitcoin', ... })
 */
export function createSwapClient(options: SwapClientOptions = {}): SwapClient {
  const environment = resolveEnvironment(options.environment)
  const client = createFetchClient<CrossChainPaths>(
    fetchOptions(options, environment, options.baseUrl ?? swapEnvironments[environment]),
  )
  return { ...client, api: 'cross-chain', environment }
}

/**
 * A client for the platform API under `/api/v1`. A `baseUrl` given with or without `/api/v1` ends up with it
 * once (`http://localhost:8080` and `http://localhost:8080/api/v1` both call `.../api/v1/chains`).
 *
 * @example
 * const platform = createPlatformClient()
 * const { data: chains } = await getChains(platform, { type: 'bitcoin' })
 */
export function createPlatformClient(options: SwapClientOptions = {}): PlatformClient {
  const environment = resolveEnvironment(options.environment)
  const root = (options.baseUrl ?? platformBaseUrl).replace(/\/+$/, '').replace(/\/api\/v1$/, '')
  const client = createFetchClient<PlatformPaths>(
    fetchOptions(options, environment, root + platformBasePath),
  )
  return { ...client, api: 'platform', environment }
}

function fetchOptions(options: SwapClientOptions, environment: SwapEnvironment, baseUrl: string) {
  return {
    baseUrl,
    headers: options.headers ?? {},
    fixedHeaders: { [environmentHeader]: environment },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  }
}
