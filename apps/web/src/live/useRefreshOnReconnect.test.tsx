import { useQuery } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useExplorerClient } from '../queries/client'
import { explorerKey } from '../queries/keys'
import { renderWithProviders } from '../test/renderWithProviders'
import { useRefreshOnReconnect } from './useRefreshOnReconnect'

let loads = 0

function Page() {
  useRefreshOnReconnect()
  const client = useExplorerClient()
  const { data } = useQuery({
    queryKey: explorerKey(client, 'fees'),
    queryFn: () => ++loads,
    staleTime: Number.POSITIVE_INFINITY,
  })
  return <p>Load {data}</p>
}

describe('useRefreshOnReconnect', () => {
  it('refetches the network queries when the feed recovers, not on the first connect', async () => {
    loads = 0
    const { feeds } = renderWithProviders(<Page />, '/', { apiHost: 'example.test' })
    const feed = feeds.get('wss://example.test/api/v1/ws')
    expect(await screen.findByText('Load 1')).toBeInTheDocument()
    act(() => {
      feed?.setState('connecting')
      feed?.setState('online')
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.getByText('Load 1')).toBeInTheDocument()
    act(() => {
      feed?.setState('offline')
      feed?.setState('reconnecting')
      feed?.setState('online')
    })
    expect(await screen.findByText('Load 2')).toBeInTheDocument()
  })
})
