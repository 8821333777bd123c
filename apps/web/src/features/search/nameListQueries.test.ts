import {
  createExplorerClient,
  type ExplorerClient,
  type LiquidNetwork,
} from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { registryOptions } from '../assets/queries'
import { assetRegistryOptions } from './nameListQueries'

describe('assetRegistryOptions', () => {
  it('is the assets page registry query: one key, one freshness, so one fetch serves both', () => {
    const client = createExplorerClient({
      host: 'example.test',
      network: 'liquid',
    }) as ExplorerClient<LiquidNetwork>
    const search = assetRegistryOptions(client)
    const page = registryOptions(client)
    expect(search.queryKey).toEqual(page.queryKey)
    expect(search.staleTime).toBe(page.staleTime)
  })
})
