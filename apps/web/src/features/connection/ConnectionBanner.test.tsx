import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { ConnectionBanner } from './ConnectionBanner'

describe('ConnectionBanner', () => {
  it('shows only while the current feed is down', () => {
    const { feeds } = renderWithProviders(<ConnectionBanner />, '/', { apiHost: 'example.test' })
    const feed = feeds.get('wss://example.test/api/v1/ws')
    if (!feed) throw new Error('the banner did not ask for the main feed')
    expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument()
    act(() => feed.setState('offline'))
    expect(screen.getByTestId('connection-banner')).toHaveTextContent('Offline')
    act(() => feed.setState('reconnecting'))
    expect(screen.getByTestId('connection-banner')).toHaveTextContent('Reconnecting')
    act(() => feed.setState('online'))
    expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument()
  })
})
