import { HttpRequestError, RateLimitedError } from '@outpoint/explorer-client'
import type { ConnectionState } from '@outpoint/explorer-client/live'
import { useSuspenseQuery } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FeedRegistryContext } from '../live/FeedRegistryContext'
import type { FeedRegistry } from '../live/feedRegistry'
import { renderWithProviders } from '../test/renderWithProviders'
import { RouteBoundary } from './RouteBoundary'

function Tip({ load }: { load: () => Promise<number> }) {
  const { data } = useSuspenseQuery({ queryKey: ['tip'], queryFn: load })
  return <p>Tip {data}</p>
}

describe('RouteBoundary', () => {
  it('shows what failed and retries the failed query on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(
        new HttpRequestError(502, 'https://example.test/api/blocks/tip/height', 'Bad Gateway'),
      )
      .mockResolvedValueOnce(870_123)
    renderWithProviders(
      <RouteBoundary>
        <Tip load={load} />
      </RouteBoundary>,
    )

    const error = await screen.findByTestId('route-error')
    expect(error).toHaveTextContent(
      'The data service is unavailable right now (HTTP 502): try again in a moment.',
    )
    // The URL stays apart, as muted detail; the client's "Details:" tail never shows.
    expect(error).toHaveTextContent('https://example.test/api/blocks/tip/height')
    expect(error).not.toHaveTextContent('Details:')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Tip 870123')).toBeInTheDocument()
    expect(screen.queryByTestId('route-error')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shows a plain error message when the failure is not the client’s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = () => {
      throw new Error('<b>boom</b>')
    }
    renderWithProviders(
      <RouteBoundary>
        <Broken />
      </RouteBoundary>,
    )
    expect(await screen.findByTestId('route-error')).toHaveTextContent('<b>boom</b>')
    expect(document.querySelector('b')).toBeNull()
  })

  it('tries again by itself once the Retry-After of a 429 is over, and says when', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new RateLimitedError('https://example.test/api/x', '', 300))
      .mockResolvedValueOnce(870_124)
    renderWithProviders(
      <RouteBoundary>
        <Tip load={load} />
      </RouteBoundary>,
    )
    expect(await screen.findByTestId('route-error-retry')).toHaveTextContent('Trying again in 1 s.')
    expect(await screen.findByText('Tip 870124', {}, { timeout: 3_000 })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('tries again by itself when the live feed is back after an outage', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const listeners = new Set<(state: ConnectionState) => void>()
    const feed = {
      state: 'reconnecting' as ConnectionState,
      onStateChange(listener: (state: ConnectionState) => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    const registry = { get: () => feed } as unknown as FeedRegistry
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new HttpRequestError(503, 'https://example.test/api/x', ''))
      .mockResolvedValueOnce(870_125)
    renderWithProviders(
      <FeedRegistryContext.Provider value={registry}>
        <RouteBoundary>
          <Tip load={load} />
        </RouteBoundary>
      </FeedRegistryContext.Provider>,
    )
    await screen.findByTestId('route-error')
    // No wait was asked for: nothing happens until the feed is back.
    expect(screen.queryByTestId('route-error-retry')).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
    act(() => {
      for (const listener of listeners) listener('online')
    })
    expect(await screen.findByText('Tip 870125')).toBeInTheDocument()
  })
})
