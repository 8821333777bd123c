import { useQuery, useQueryClient } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useExplorerClient } from '../queries/client'
import { explorerKey } from '../queries/keys'
import { renderWithProviders } from '../test/renderWithProviders'
import { createFeedRegistry } from './feedRegistry'
import { useLiveTopic } from './useLiveTopic'

/** A component that keeps the tip height in the query cache from the live feed, as pages should. */
function Tip() {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  const key = explorerKey(client, 'tip-height')
  useLiveTopic({ type: 'data', name: 'blocks' }, (event) => {
    if (event.key === 'block') queryClient.setQueryData(key, event.data.height)
  })
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => 0,
    staleTime: Number.POSITIVE_INFINITY,
  })
  return <p>Tip {data}</p>
}

describe('useLiveTopic', () => {
  it('subscribes the current network feed and its events land in the query cache', async () => {
    const { feeds, queryClient, unmount } = renderWithProviders(<Tip />, '/', {
      apiHost: 'example.test',
    })
    const feed = feeds.get('wss://example.test/api/v1/ws')
    expect(feed?.topics).toEqual(['{"type":"data","name":"blocks"}'])
    expect(await screen.findByText('Tip 0')).toBeInTheDocument()
    act(() =>
      feed?.emit({ type: 'data', name: 'blocks' }, { key: 'block', data: { height: 900_001 } }),
    )
    expect(await screen.findByText('Tip 900001')).toBeInTheDocument()
    expect(queryClient.getQueryData(['explorer', 'https://example.test/api/', 'tip-height'])).toBe(
      900_001,
    )
    unmount()
    expect(feed?.topics).toEqual([])
  })
})

describe('createFeedRegistry', () => {
  it('keeps one feed per socket URL', () => {
    const made: string[] = []
    const registry = createFeedRegistry({}, ({ url }) => {
      made.push(url)
      return { close() {} } as never
    })
    const a = registry.get('wss://a/api/v1/ws')
    expect(registry.get('wss://a/api/v1/ws')).toBe(a)
    registry.get('wss://a/testnet/api/v1/ws')
    expect(made).toEqual(['wss://a/api/v1/ws', 'wss://a/testnet/api/v1/ws'])
  })
})
