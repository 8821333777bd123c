import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/renderApp'
import { evilAlias, keyA, lightningBodies, lightningFetch } from '../test/lightningFetch'

// The map has its own tests (LN-MAP); here it only has to be placed, with the height the dashboard gives.
vi.mock('../map/LightningMap', () => ({
  LightningMap: ({ height }: { height?: number }) => <p data-testid="map-stub">map {height}</p>,
}))

describe('LightningDashboardPage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the figures now and a week ago, top nodes, countries, ISPs and the map', async () => {
    const requests: string[] = []
    vi.stubGlobal('fetch', vi.fn(lightningFetch(requests)))
    renderApp('/signet/lightning')
    const stats = await screen.findByTestId('ln-statistics')
    const channels = (await within(stats).findAllByTestId('ln-stat'))[0]
    expect(channels).toHaveTextContent(/Channels\s*1,100\s*1,000\s*\+10\.00%/)
    expect(within(stats).getByTestId('ln-node-split')).toHaveTextContent('Tor 200 (50.0%)')

    const top = await screen.findByTestId('ln-top-liquidity')
    const link = await within(top).findByRole('link', { name: evilAlias })
    expect(link).toHaveAttribute('href', `/signet/lightning/node/${keyA}`)
    expect(document.querySelector('img[src="x"]')).toBeNull()

    expect(await screen.findByRole('link', { name: 'Germany' })).toHaveAttribute(
      'href',
      '/signet/lightning/nodes/country/DE',
    )
    expect(await screen.findByRole('link', { name: 'Amazon <b>AWS</b>' })).toBeInTheDocument()
    expect(await screen.findByTestId('ln-capacity-chart')).toBeInTheDocument()
    expect(await screen.findByTestId('map-stub')).toHaveTextContent('map 320')
    expect(screen.getByRole('link', { name: 'Full-screen map' })).toHaveAttribute(
      'href',
      '/signet/lightning/map',
    )
    expect(requests.every((u) => u.includes('/signet/api/'))).toBe(true)
  })

  it('a failed section says so with Retry while the others show', async () => {
    vi.stubGlobal('fetch', vi.fn(lightningFetch([], ['nodes/rankings'])))
    renderApp('/lightning')
    const top = await screen.findByTestId('ln-top-liquidity')
    expect(await within(top).findByRole('alert')).toHaveTextContent(
      'The top nodes could not be loaded',
    )
    expect(within(top).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(await screen.findAllByTestId('ln-stat')).toHaveLength(12)
  })

  it('shows no week-old figure when the service has no row a week back, and a note with no row at all', async () => {
    // mempool's statistics/latest leaves `previous` out without a row dated seven days back, both on an
    // empty table.
    const served = lightningBodies['statistics/latest'] as { latest: unknown }
    lightningBodies['statistics/latest'] = { latest: served.latest }
    try {
      vi.stubGlobal('fetch', vi.fn(lightningFetch([])))
      const view = renderApp('/lightning')
      const channels = (await screen.findAllByTestId('ln-stat'))[0]
      expect(channels).toHaveTextContent(/Channels\s*1,100\s*–\s*–/)
      view.unmount()
      lightningBodies['statistics/latest'] = {}
      renderApp('/signet/lightning')
      expect(
        await within(await screen.findByTestId('ln-statistics')).findByText(
          'The service has no network statistics yet.',
        ),
      ).toBeInTheDocument()
    } finally {
      lightningBodies['statistics/latest'] = served
    }
  })
})
