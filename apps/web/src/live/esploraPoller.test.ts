import { createExplorerClient } from '@outpoint/explorer-client'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { explorerKey } from '../queries/keys'
import { createEsploraPoller } from './esploraPoller'

const pending = 'aa'.repeat(32)
const mined = 'bb'.repeat(32)

/** A client whose service answers the tip's height from `tips`, one a request, and counts them. */
function setup(tips: number[]) {
  const asked: string[] = []
  const client = createExplorerClient({
    host: 'esplora.test',
    transport: {
      retry: false,
      fetch: async (url) => {
        asked.push(String(url))
        return new Response(String(tips.shift() ?? 0))
      },
    },
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const keys = {
    pending: explorerKey(client, 'tx', pending),
    mined: explorerKey(client, 'tx', mined),
    block: explorerKey(client, 'block', mined, 'extended'),
    address: explorerKey(client, 'address', 'bc1qexample'),
  }
  queryClient.setQueryData(keys.pending, { txid: pending, status: { confirmed: false } })
  queryClient.setQueryData(keys.mined, { txid: mined, status: { confirmed: true } })
  queryClient.setQueryData(keys.block, { id: mined })
  queryClient.setQueryData(keys.address, { address: 'bc1qexample' })
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
  return { client, queryClient, asked, stale }
}

describe('createEsploraPoller', () => {
  it('between blocks refreshes the address and the unconfirmed transaction, on a new block all', async () => {
    const { client, queryClient, asked, stale } = setup([100, 100, 101])
    const poller = createEsploraPoller(queryClient, client, () => false)
    await poller.poll()
    expect(asked).toEqual(['https://esplora.test/api/blocks/tip/height'])
    expect(stale()).toEqual(['pending', 'address'])
    await poller.poll()
    expect(stale()).toEqual(['pending', 'address'])
    await poller.poll()
    expect(stale()).toEqual(['pending', 'mined', 'block', 'address'])
    expect(asked).toHaveLength(3)
  })

  it('asks nothing while the tab is hidden, nor after it stopped', async () => {
    const { client, queryClient, asked, stale } = setup([100])
    let hidden = true
    const poller = createEsploraPoller(queryClient, client, () => hidden)
    await poller.poll()
    expect(asked).toEqual([])
    expect(stale()).toEqual([])
    hidden = false
    poller.stop()
    await poller.poll()
    expect(asked).toEqual([])
  })

  it('survives a failed poll: nothing thrown, nothing refreshed', async () => {
    const { client, queryClient, stale } = setup([])
    const failing = createEsploraPoller(
      queryClient,
      { ...client, request: () => Promise.reject(new Error('offline')) },
      () => false,
    )
    await expect(failing.poll()).resolves.toBeUndefined()
    expect(stale()).toEqual([])
  })
})
