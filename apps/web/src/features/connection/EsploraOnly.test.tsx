import { createExplorerClient } from '@outpoint/explorer-client'
import type { QueryClient } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { esploraOnlyHosts } from '../../live/esploraOnlyHosts'
import { serviceKindQueryOptions } from '../../queries/serviceKind'
import { renderWithProviders } from '../../test/renderWithProviders'
import { ConnectionBanner } from './ConnectionBanner'
import { EsploraOnly } from './EsploraOnly'

const base = 'https://example.test/api/'
const client = createExplorerClient({ host: 'example.test' })
afterEach(() => esploraOnlyHosts.set(base, false))

/** The session's probe as answered: the hook then asks nothing of example.test. */
const probed = (queryClient: QueryClient) =>
  queryClient.setQueryData(serviceKindQueryOptions(client).queryKey, 'esplora')

describe('EsploraOnly', () => {
  it('says what the service is missing once it is known to have only the Esplora routes', () => {
    const { queryClient } = renderWithProviders(<EsploraOnly />, '/', { apiHost: 'example.test' })
    probed(queryClient)
    expect(screen.queryByTestId('esplora-only-notice')).not.toBeInTheDocument()
    act(() => esploraOnlyHosts.set(base, true))
    expect(screen.getByTestId('esplora-only-notice')).toHaveTextContent(
      /^This service has only the Esplora routes: no \/api\/v1 \(mempool's fee levels.*\) and no live feed\. Pages refresh every 30 seconds instead\.$/,
    )
  })

  it('leaves the live feed alone there: no socket, no "reconnecting" banner', () => {
    const { feeds, queryClient } = renderWithProviders(<ConnectionBanner />, '/', {
      apiHost: 'example.test',
    })
    probed(queryClient)
    const feed = feeds.get('wss://example.test/api/v1/ws')
    if (!feed) throw new Error('the banner did not ask for the main feed')
    act(() => feed.setState('reconnecting'))
    expect(screen.getByTestId('connection-banner')).toBeInTheDocument()
    act(() => esploraOnlyHosts.set(base, true))
    expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument()
  })
})
