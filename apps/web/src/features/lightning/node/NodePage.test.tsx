import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/renderApp'
import { fakeLightningFetch, hostileAlias, nodeKey } from './fakeLightning'

vi.mock('../../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

describe('NodePage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the node, its alias as text, and its first ten open channels', async () => {
    vi.stubGlobal('fetch', fakeLightningFetch())
    renderApp(`/lightning/node/${nodeKey}`, { apiHost: 'example.test' })
    const alias = await screen.findByTestId('node-alias')
    expect(alias).toHaveTextContent(hostileAlias)
    expect(alias.querySelector('img, script')).toBeNull()
    expect(screen.getByTestId('node-public-key')).toHaveTextContent(nodeKey)
    expect(screen.getByTestId('node-sockets')).toHaveTextContent(
      'abcdefghijklmnop.onion:9735 (Tor)',
    )
    expect(screen.getByTestId('node-location')).toHaveTextContent('Frankfurt, Germany')
    expect(screen.getByTestId('node-isp')).toHaveTextContent('Amazon.com (AS16509)')
    expect(screen.getByTestId('node-qr')).toHaveTextContent(`${nodeKey}@203.0.113.5:9735`)
    expect(screen.getByTestId('node-features')).toHaveTextContent('tlv_onion (bit 9, optional)')
    expect(await screen.findAllByTestId('node-channel-row')).toHaveLength(10)
  })

  it('pages a node with 250 channels by index and switches to the closed ones', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeLightningFetch(asked))
    renderApp(`/lightning/node/${nodeKey}`, { apiHost: 'example.test' })
    const pager = await screen.findByTestId('node-channels-pager')
    expect(within(pager).getByRole('link', { name: 'Page 25' })).toBeInTheDocument()
    await userEvent.click(within(pager).getByRole('link', { name: 'Page 25' }))
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('node-channel-row')[0]).toHaveTextContent('peer open 240'),
    )
    expect(asked.some((p) => p.includes('status=open') && p.includes('index=240'))).toBe(true)
    await userEvent.click(screen.getByTestId('node-channels-closed'))
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('node-channel-row')[0]).toHaveTextContent('peer closed 0'),
    )
    expect(screen.getAllByTestId('node-channel-row')[0]).toHaveTextContent('Force closed')
    expect(screen.getByTestId('node-channels-pager')).toHaveTextContent('Next')
  })

  it('refuses a malformed key without asking the service', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeLightningFetch(asked))
    renderApp('/lightning/node/04zz', { apiHost: 'example.test' })
    expect(await screen.findByTestId('node-invalid')).toHaveTextContent('hexadecimal')
    expect(asked.filter((p) => p.includes('lightning'))).toEqual([])
  })

  it('says when the service knows no such node', async () => {
    vi.stubGlobal('fetch', fakeLightningFetch())
    renderApp(`/lightning/node/03${'cd'.repeat(32)}`, { apiHost: 'example.test' })
    expect(await screen.findByTestId('node-not-found')).toHaveTextContent('No Lightning node')
  })
})
