import { act, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { explorerClientFor } from '../../../queries/client'
import { createFakeFeed } from '../test/fakeFeed'
import { initFrame } from '../test/fixtures'
import { renderWithApp } from '../test/renderWithApp'
import { dashboardKey } from './keys'
import { useDashboardFeed } from './useDashboardFeed'
import { useLiveItem } from './useLiveItem'

function Probe() {
  useDashboardFeed()
  const fees = useLiveItem('fees')
  return (
    <p>
      {fees.status}:{fees.data?.fastestFee ?? '-'}
    </p>
  )
}

describe('dashboard live feed', () => {
  it('subscribes to the data it shows while mounted, and stops after', () => {
    const { feed, unmount } = renderWithApp(<Probe />)
    expect(feed.subscribed()).toEqual([
      'data:blocks',
      'data:live-2h-chart',
      'data:mempool-blocks',
      'data:stats',
      'rbf-summary:',
    ])
    unmount()
    expect(feed.subscribed()).toEqual([])
  })

  it('shows a skeleton state until data comes, then the data', async () => {
    const { feed, container } = renderWithApp(<Probe />)
    expect(container.textContent).toBe('loading:-')
    act(() => feed.push({ type: 'data', name: 'stats' }, { key: 'fees', data: initFrame().fees }))
    // The query cache tells its observers on the next tick.
    await waitFor(() => expect(container.textContent).toBe('ready:8'))
  })

  it('keeps the last data through an outage, and is an error without any', async () => {
    const { feed, container } = renderWithApp(<Probe />)
    act(() => feed.setState('offline'))
    expect(container.textContent).toBe('error:-')
    act(() => feed.setState('reconnecting'))
    expect(container.textContent).toBe('error:-')
    act(() => feed.setState('online'))
    act(() => feed.push({ type: 'data', name: 'stats' }, { key: 'fees', data: initFrame().fees }))
    await waitFor(() => expect(container.textContent).toBe('ready:8'))
    act(() => feed.setState('offline'))
    expect(container.textContent).toBe('ready:8')
  })

  it('fetches the statistics history again once the feed is back after an outage', () => {
    const { feed, queryClient } = renderWithApp(<Probe />)
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    act(() => feed.setState('offline'))
    expect(invalidate).not.toHaveBeenCalled()
    act(() => feed.setState('online'))
    expect(invalidate).toHaveBeenCalledTimes(1)
    const client = explorerClientFor('main', { host: 'simnet.test', sameOrigin: false })
    expect(invalidate.mock.calls[0]?.[0]?.queryKey).toEqual(dashboardKey(client, 'statistics'))
  })

  it('writes the replacements of the rbf-summary topic', async () => {
    const feed = createFakeFeed('connecting')
    const { queryClient } = renderWithApp(<Probe />, { feed })
    const { rbfSummary } = initFrame()
    await act(async () =>
      feed.push({ type: 'rbf-summary' }, { key: 'rbfSummary', data: rbfSummary }),
    )
    const client = explorerClientFor('main', { host: 'simnet.test', sameOrigin: false })
    expect(queryClient.getQueryData(dashboardKey(client, 'replacements'))).toEqual(rbfSummary)
  })
})
