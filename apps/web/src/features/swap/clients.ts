import {
  createPlatformClient,
  createSwapClient,
  type FetchFn,
  type PlatformClient,
  type SwapClient,
} from '@outpoint/swap-client'
import { createContext, useContext } from 'react'

/** The swap service's two APIs at one address (the platform API under `/api/v1`). */
export interface SwapClients {
  baseUrl: string
  swap: SwapClient
  platform: PlatformClient
}

export function createSwapClients(baseUrl: string, fetch?: FetchFn): SwapClients {
  const options = { baseUrl, ...(fetch ? { fetch } : {}) }
  return { baseUrl, swap: createSwapClient(options), platform: createPlatformClient(options) }
}

export const SwapClientsContext = createContext<SwapClients | undefined>(undefined)

/** The clients of the configured swap service; the swap routes render only when there is one. */
export function useSwapClients(): SwapClients {
  const clients = useContext(SwapClientsContext)
  if (!clients) throw new Error('No swap service is configured.')
  return clients
}
