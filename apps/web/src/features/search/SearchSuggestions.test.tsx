import type { SearchedNode } from '@outpoint/explorer-client'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { issuedAsset } from '../../test/assetFixture'
import { renderApp } from '../../test/renderApp'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))
vi.mock('../mining/MiningPage', () => ({
  default: function MiningAt() {
    return <p data-testid="mining-at">{useLocation().pathname}</p>
  },
}))

const input = () => screen.getByTestId('search-input')
const list = () => within(screen.getByTestId('search-suggestions'))
const options = () =>
  list()
    .queryAllByRole('option')
    .map((o) => o.textContent)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const key = `02${'11'.repeat(32)}`
const zebra: SearchedNode = {
  public_key: key,
  alias: '<b>Zebra</b> hub',
  capacity: 5,
  channels: 2,
  status: 1,
}
const pools = [
  { name: 'Zebra Pool', slug: 'zebrapool', unique_id: 7 },
  { name: 'Foundry USA', slug: 'foundryusa', unique_id: 1 },
]

/** A fetch that answers by path, records each URL with its signal, and 404s the rest. */
function stubFetch(answer: (url: string) => Promise<Response> | undefined) {
  const asked: { url: string; signal?: AbortSignal | null | undefined }[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    asked.push({ url, signal: init?.signal })
    return answer(url) ?? new Response('not found', { status: 404 })
  })
  return { urls: () => asked.map((a) => a.url), asked }
}

describe('search suggestions', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('suggest what the input is by its shape, without a request; arrows and Enter open one', async () => {
    const fetched = stubFetch(() => undefined)
    renderApp('/signet')
    await userEvent.type(input(), '12345')
    expect(options()).toEqual(['Block 12,345'])
    expect(input()).toHaveAttribute('aria-expanded', 'true')
    expect(input()).not.toHaveAttribute('aria-activedescendant')
    await pause(300)
    expect(fetched.urls()).toEqual([])

    await userEvent.keyboard('{ArrowDown}')
    const option = list().getByRole('option', { name: 'Block 12,345' })
    expect(option).toHaveAttribute('aria-selected', 'true')
    expect(input()).toHaveAttribute('aria-activedescendant', option.id)
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByTestId('block-not-found', {}, { timeout: 5_000 })).toBeInTheDocument()
    expect(input()).toHaveValue('')
    expect(options()).toEqual([])
  })

  it('arrows wrap around the list, and Enter with none active searches as before', async () => {
    const regtest = 'bcrt1qkvwu9g3k2pdxewfqr7syz89r3gj557l374sg5v'
    stubFetch(() => undefined)
    renderApp('/')
    await userEvent.type(input(), regtest)
    expect(options()).toEqual(['Address on Regtest bcrt1qkvwu…57l374sg5v'])
    await userEvent.keyboard('{ArrowUp}')
    expect(list().getByRole('option')).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowDown}')
    expect(list().getByRole('option')).toHaveAttribute('aria-selected', 'true')
    await userEvent.type(input(), '{Backspace}v')
    expect(input()).not.toHaveAttribute('aria-activedescendant')
    await userEvent.keyboard('{Enter}')
    expect(screen.getByTestId('search-error')).toHaveTextContent(
      'That is an address on another network',
    )
    expect(options()).toEqual([])
  })

  it('looks names up after a pause, cancelling an older lookup; a pool opens its page', async () => {
    const fetched = stubFetch((url) => {
      if (url.endsWith('searchText=ze')) return new Promise(() => undefined)
      if (url.includes('/lightning/search'))
        return Promise.resolve(Response.json({ nodes: [zebra], channels: [] }))
      if (url.endsWith('/v1/mining/pools')) return Promise.resolve(Response.json(pools))
      return undefined
    })
    renderApp('/signet', { apiHost: 'example.test' })
    await userEvent.type(input(), 'ze')
    await vi.waitFor(() =>
      expect(fetched.urls()).toContain(
        'https://example.test/signet/api/v1/lightning/search?searchText=ze',
      ),
    )
    const first = fetched.asked.find((a) => a.url.endsWith('searchText=ze'))
    expect(first?.signal?.aborted).toBe(false)
    await userEvent.type(input(), 'b')
    expect(first?.signal?.aborted).toBe(true)
    expect(
      await list().findByRole('option', { name: 'Mining pool Zebra Pool' }),
    ).toBeInTheDocument()
    expect(
      await list().findByRole('option', { name: 'Lightning node <b>Zebra</b> hub' }),
    ).toBeInTheDocument()
    expect(document.querySelector('.search-popover b')).toBeNull()
    // One lookup per pause: none for a single letter, the pool list once.
    expect(fetched.urls().filter((u) => u.includes('/lightning/search'))).toHaveLength(2)
    expect(fetched.urls().filter((u) => u.endsWith('/mining/pools'))).toHaveLength(1)

    await userEvent.click(list().getByRole('option', { name: 'Mining pool Zebra Pool' }))
    expect(await screen.findByTestId('mining-at')).toHaveTextContent(
      '/signet/mining/pool/zebrapool',
    )
    expect(input()).toHaveValue('')
  })

  it('asks each network only for what it has: no Lightning on regtest, assets only on Liquid', async () => {
    const usdt = 'ce'.repeat(32)
    const fetched = stubFetch((url) => {
      if (url.endsWith('/v1/mining/pools')) return Promise.resolve(Response.json(pools))
      if (url.includes('/assets/registry'))
        return Promise.resolve(Response.json([issuedAsset(usdt)]))
      return undefined
    })
    const view = renderApp('/regtest', { apiHost: 'example.test' })
    await userEvent.type(input(), 'zebra')
    expect(
      await list().findByRole('option', { name: 'Mining pool Zebra Pool' }),
    ).toBeInTheDocument()
    expect(fetched.urls()).toEqual(['https://example.test/regtest/api/v1/mining/pools'])
    view.unmount()

    renderApp('/liquid', { apiHost: 'example.test' })
    await userEvent.type(input(), 'usdt')
    const asset = await list().findByRole('option', { name: 'Asset Tether USD (USDt)' })
    expect(fetched.urls().slice(1)).toEqual([
      'https://example.test/liquid/api/assets/registry?start_index=0&limit=100',
    ])
    await userEvent.click(asset)
    await vi.waitFor(() =>
      expect(fetched.urls()).toContain(`https://example.test/liquid/api/asset/${usdt}`),
    )
  })

  it('closes on Escape and on a click elsewhere, keeping the text', async () => {
    stubFetch(() => undefined)
    renderApp('/liquid')
    await userEvent.type(input(), '12')
    expect(options()).toEqual(['Block 12'])
    await userEvent.keyboard('{Escape}')
    expect(options()).toEqual([])
    expect(input()).toHaveAttribute('aria-expanded', 'false')
    expect(input()).toHaveValue('12')

    await userEvent.type(input(), '3')
    expect(options()).toEqual(['Block 123'])
    fireEvent.mouseDown(document.body)
    expect(options()).toEqual([])

    await userEvent.clear(input())
    await userEvent.type(input(), 'nothing{Enter}')
    expect(screen.getByTestId('search-error')).toBeVisible()
    expect(input()).toHaveAccessibleDescription(/Not a transaction id/)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByTestId('search-error')).not.toBeInTheDocument()
  })
})
