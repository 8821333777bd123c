import { createHash } from 'node:crypto'
import type { SearchedNode } from '@outpoint/explorer-client'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'
import { fakeTx } from '../transaction/test/txFixture'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const hash = `00000000${'ab'.repeat(28)}`

async function search(text: string) {
  const input = screen.getByTestId('search-input')
  await userEvent.clear(input)
  await userEvent.type(input, `${text}{Enter}`)
}

describe('SearchBox', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('opens a height on the current network', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url)
      return new Response('Block not found', { status: 404 })
    })
    renderApp('/signet', { apiHost: 'example.test' })
    await search('12345')
    // The block route loads lazily: give a loaded machine time.
    expect(await screen.findByTestId('block-not-found', {}, { timeout: 5_000 })).toHaveTextContent(
      'There is no block at height 12345 on Signet yet.',
    )
    expect(asked).toEqual(['https://example.test/signet/api/block-height/12345'])
    expect(screen.getByTestId('search-input')).toHaveValue('')
  })

  it('says what the input is not, as text', async () => {
    renderApp('/liquid')
    await search('<i>hi</i>')
    expect(screen.getByTestId('search-error')).toHaveTextContent(
      'Not a transaction id, block hash, asset id, height or address on Liquid.',
    )
    expect(document.querySelector('i')).toBeNull()
    await userEvent.type(screen.getByTestId('search-input'), 'x')
    expect(screen.queryByTestId('search-error')).not.toBeInTheDocument()
  })

  it('links an address of another network to that network', async () => {
    const address = 'bcrt1qkvwu9g3k2pdxewfqr7syz89r3gj557l374sg5v'
    const empty = {
      tx_count: 0,
      funded_txo_count: 0,
      funded_txo_sum: 0,
      spent_txo_count: 0,
      spent_txo_sum: 0,
    }
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith(`/regtest/api/address/${address}`)
        ? Response.json({ address, chain_stats: empty, mempool_stats: empty })
        : url.includes(`/regtest/api/address/${address}/`)
          ? Response.json([])
          : new Response('not here', { status: 404 }),
    )
    renderApp('/', { apiHost: 'example.test' })
    await search(address)
    const link = screen.getByRole('link', { name: 'open it on Regtest' })
    expect(link).toHaveAttribute('href', `/regtest/address/${address}`)
    await userEvent.click(link)
    expect(await screen.findByTestId('address-text')).toHaveTextContent(address)
    expect(screen.getByTestId('address-tx-count')).toHaveTextContent('0')
  })

  it('asks the service what a 64-hex id is and opens it', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url)
      if (url.endsWith('/header')) return new Response('Block not found', { status: 404 })
      if (url.endsWith(`/tx/${hash}`)) return Response.json(fakeTx(2, { txid: hash }))
      return Response.json({ confirmed: true })
    })
    renderApp('/testnet', { apiHost: 'example.test' })
    await search(hash.toUpperCase())
    expect(await screen.findByTestId('tx-summary')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hash)
    expect(asked.slice(0, 3)).toEqual([
      `https://example.test/testnet/api/block/${hash}/header`,
      `https://example.test/testnet/api/tx/${hash}/status`,
      `https://example.test/testnet/api/tx/${hash}`,
    ])
  })

  it('says so when no block or transaction has the id, and when the service fails', async () => {
    let status = 404
    vi.stubGlobal('fetch', async () => new Response('not found', { status }))
    renderApp('/')
    await search(hash)
    expect(await screen.findByTestId('search-error')).toHaveTextContent(
      'No transaction or block with this id on Bitcoin.',
    )
    status = 503
    await search(hash)
    expect(await screen.findByTestId('search-error')).toHaveTextContent(
      'Could not look it up: The data service is unavailable right now (HTTP 503): try again in a moment.',
    )
  })

  it('finds a Lightning node by alias: one match opens it, several are offered as links', async () => {
    const key = (n: number) => `02${String(n).repeat(64)}`
    const asked: string[] = []
    let nodes: SearchedNode[] = [
      { public_key: key(1), alias: '<b>Zebra</b> hub', capacity: 5, channels: 2, status: 1 },
    ]
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url)
      if (url.includes('/lightning/search')) return Response.json({ nodes, channels: [] })
      return new Response('not found', { status: 404 })
    })
    renderApp('/signet', { apiHost: 'example.test' })
    await search('zebra')
    await vi.waitFor(() =>
      expect(asked).toContain(
        'https://example.test/signet/api/v1/lightning/search?searchText=zebra',
      ),
    )
    expect(await screen.findByTestId('node-not-found')).toBeInTheDocument()
    nodes = [
      ...nodes,
      { public_key: key(2), alias: 'zebra two', capacity: null, channels: null, status: 0 },
    ]
    await search('zebra')
    const links = await screen.findAllByTestId('search-lightning-node')
    expect(links.map((l) => l.textContent)).toEqual(['<b>Zebra</b> hub', 'zebra two'])
    expect(document.querySelector('.search-results b')).toBeNull()
    expect(links[1]).toHaveAttribute('href', `/signet/lightning/node/${key(2)}`)
    await userEvent.click(links[1] as HTMLElement)
    await vi.waitFor(() =>
      expect(screen.queryByTestId('search-lightning-results')).not.toBeInTheDocument(),
    )
  })

  it('says when neither the chain nor Lightning has a match', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ nodes: [], channels: [] }))
    renderApp('/', { apiHost: 'example.test' })
    await search('nothing here')
    expect(await screen.findByTestId('search-error')).toHaveTextContent(
      'no Lightning node or channel matches it',
    )
  })

  it('opens a public key as the node when the service knows one, else as a P2PK address', async () => {
    const known = `03${'ab'.repeat(32)}`
    const unknown = `02${'cd'.repeat(32)}`
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url)
      return url.endsWith(`/lightning/nodes/${known}`)
        ? new Response('{}', { status: 503 })
        : new Response('not found', { status: 404 })
    })
    renderApp('/testnet', { apiHost: 'example.test' })
    await search(unknown)
    // The address page asks for the key's P2PK script by its hash once the node is not found.
    const scripthash = createHash('sha256')
      .update(Buffer.from(`21${unknown}ac`, 'hex'))
      .digest('hex')
    await vi.waitFor(() =>
      expect(asked).toContain(`https://example.test/testnet/api/scripthash/${scripthash}`),
    )
    expect(asked[0]).toBe(`https://example.test/testnet/api/v1/lightning/nodes/${unknown}`)
    await search(known)
    expect(await screen.findByTestId('search-error')).toHaveTextContent('Could not look it up')
  })
})
