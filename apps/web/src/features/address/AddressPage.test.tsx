import { createHash } from 'node:crypto'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'

vi.mock('../dashboard/DashboardPage', () => ({ DashboardPage: () => <p>dashboard</p> }))

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const stats = (tx: number, funded: number, spent: number) => ({
  tx_count: tx,
  funded_txo_count: tx,
  funded_txo_sum: funded,
  spent_txo_count: 0,
  spent_txo_sum: spent,
})
const tx = (i: number, confirmed = true) => ({
  txid: i.toString(16).padStart(64, '0'),
  version: 2,
  locktime: 0,
  size: 200,
  weight: 800,
  fee: 1000,
  vin: [],
  vout: [
    {
      scriptpubkey: `0014${'00'.repeat(20)}`,
      scriptpubkey_asm: `OP_0 OP_PUSHBYTES_20 ${'00'.repeat(20)}`,
      scriptpubkey_type: 'v0_p2wpkh',
      scriptpubkey_address: ADDRESS,
      value: 1000,
    },
  ],
  status: confirmed
    ? {
        confirmed: true,
        block_height: 900 - i,
        block_hash: 'ab'.repeat(32),
        block_time: 1.7e9 - i * 600,
      }
    : { confirmed: false },
})

function serve(routes: Record<string, unknown>) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    const path = new URL(url).pathname.replace(/^\/([a-z0-9]+\/)?api\//, '')
    const body = routes[path]
    if (body === undefined) return new Response('not here', { status: 404 })
    return typeof body === 'number' ? new Response(String(body)) : Response.json(body)
  })
  return asked
}

describe('AddressPage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['compressed', `02${'5c'.repeat(32)}`],
    ['uncompressed', `04${'7d'.repeat(64)}`],
  ])('shows the outputs of a %s public key (P2PK) by its script hash', async (_, key) => {
    const script = `${(key.length / 2).toString(16)}${key}ac`
    const hash = createHash('sha256').update(Buffer.from(script, 'hex')).digest('hex')
    const asked = serve({
      [`scripthash/${hash}`]: {
        scripthash: hash,
        chain_stats: stats(2, 5000, 0),
        mempool_stats: stats(0, 0, 0),
      },
      [`scripthash/${hash}/txs`]: [tx(1), tx(2)],
      [`scripthash/${hash}/utxo`]: [],
      'blocks/tip/height': 901,
    })
    renderApp(`/address/${key}`, { apiHost: 'example.test' })
    // The first test of the file also loads the lazy route's code: a loaded machine needs the time.
    expect(await screen.findByTestId('address-text', {}, { timeout: 8000 })).toHaveTextContent(key)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Public key')
    expect(screen.getByTestId('address-type')).toHaveTextContent('P2PK')
    expect(screen.getByTestId('address-loaded-count')).toHaveTextContent(
      '2 of 2 transactions loaded',
    )
    expect(asked.some((url) => url.includes(`/address/${key}`))).toBe(false)
  })

  it('shows balance, counts, type, QR and the first transactions', async () => {
    serve({
      [`address/${ADDRESS}`]: {
        address: ADDRESS,
        chain_stats: stats(3, 3000, 0),
        mempool_stats: stats(1, 1000, 0),
      },
      [`address/${ADDRESS}/txs`]: [tx(9, false), tx(1), tx(2), tx(3)],
      [`address/${ADDRESS}/utxo`]: [],
      'blocks/tip/height': 901,
    })
    renderApp(`/address/${ADDRESS}`, { apiHost: 'example.test' })
    // The first render waits on three answers and the app's lazy routes: give a loaded machine time.
    expect(await screen.findByTestId('address-text', {}, { timeout: 3000 })).toHaveTextContent(
      ADDRESS,
    )
    expect(screen.getByTestId('address-type')).toHaveTextContent('P2WPKH')
    expect(screen.getByTestId('address-tx-count')).toHaveTextContent('4')
    expect(screen.getByTestId('address-utxo-count')).toHaveTextContent('4')
    expect(screen.getByTestId('address-qr').querySelector('path')?.getAttribute('d')).toMatch(/^M/)
    expect(screen.getByTestId('address-loaded-count')).toHaveTextContent(
      '4 of 4 transactions loaded',
    )
    expect(
      await screen.findAllByTestId('address-tx-confirmations', {}, { timeout: 3000 }),
    ).not.toHaveLength(0)
  })

  it('adds a transaction the live feed reports for the address', async () => {
    serve({
      [`address/${ADDRESS}`]: {
        address: ADDRESS,
        chain_stats: stats(1, 1000, 0),
        mempool_stats: stats(0, 0, 0),
      },
      [`address/${ADDRESS}/txs`]: [tx(1)],
      [`address/${ADDRESS}/utxo`]: [],
      'blocks/tip/height': 901,
    })
    const { feeds } = renderApp(`/address/${ADDRESS}`, { apiHost: 'example.test' })
    expect(await screen.findAllByTestId('tx-summary-row')).toHaveLength(1)
    const topic = { type: 'address', address: ADDRESS } as const
    const feed = [...feeds.values()].find((f) => f.topics.includes(JSON.stringify(topic)))
    act(() => feed?.emit(topic, { kind: 'mempool', transactions: [tx(7, false)] }))
    expect(feed).toBeDefined()
    await waitFor(() =>
      expect(
        screen.getAllByTestId('tx-summary-row').map((row) => row.getAttribute('data-txid')),
      ).toEqual([tx(7).txid, tx(1).txid]),
    )
  })

  it('asks the first page again for confirmed transactions that still say unconfirmed', async () => {
    const asked = serve({
      [`address/${ADDRESS}`]: {
        address: ADDRESS,
        chain_stats: stats(1, 1000, 0),
        mempool_stats: stats(0, 0, 0),
      },
      [`address/${ADDRESS}/txs`]: [tx(1)],
      [`address/${ADDRESS}/utxo`]: [],
      'blocks/tip/height': 901,
    })
    const { feeds } = renderApp(`/address/${ADDRESS}`, { apiHost: 'example.test' })
    expect(await screen.findAllByTestId('tx-summary-row')).toHaveLength(1)
    const topic = { type: 'address', address: ADDRESS } as const
    const feed = [...feeds.values()].find((f) => f.topics.includes(JSON.stringify(topic)))
    const pages = () => asked.filter((url) => url.endsWith(`address/${ADDRESS}/txs`)).length
    // multi-address-transactions: mempool does not set the block's status on these.
    act(() => feed?.emit(topic, { kind: 'confirmed', transactions: [tx(7, false)] }))
    await waitFor(() => expect(pages()).toBe(2))
    // track-address's confirmed ones carry the block: nothing to ask.
    act(() => feed?.emit(topic, { kind: 'confirmed', transactions: [tx(8)] }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(pages()).toBe(2)
  })

  it('applies a transaction that arrives while the first page loads, without asking again', async () => {
    const info = { address: ADDRESS, chain_stats: stats(1, 1000, 0), mempool_stats: stats(0, 0, 0) }
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let pages = 0
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.endsWith(`/address/${ADDRESS}`)) return Response.json(info)
      if (!url.endsWith(`/address/${ADDRESS}/txs`)) return Response.json([])
      pages++
      await gate
      return Response.json([tx(1)])
    })
    const { feeds } = renderApp(`/address/${ADDRESS}`, { apiHost: 'example.test' })
    const topic = { type: 'address', address: ADDRESS } as const
    await waitFor(() =>
      expect([...feeds.values()].some((f) => f.topics.includes(JSON.stringify(topic)))).toBe(true),
    )
    const feed = [...feeds.values()].find((f) => f.topics.includes(JSON.stringify(topic)))
    act(() => feed?.emit(topic, { kind: 'mempool', transactions: [tx(7, false)] }))
    release()
    await waitFor(() => expect(screen.getAllByTestId('tx-summary-row')).toHaveLength(2))
    expect(pages).toBe(1)
  })

  it.each([
    ['another network', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'network'],
    ['a mistyped address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp', 'checksum'],
    ['not an address', 'hello', 'invalid'],
  ])('explains %s without asking the service', async (_, address, reason) => {
    const asked = serve({})
    renderApp(`/address/${address}`, { apiHost: 'example.test' })
    const notice = await screen.findByTestId('address-invalid')
    expect(notice).toHaveAttribute('data-reason', reason)
    expect(asked.filter((url) => url.includes('/address/'))).toEqual([])
  })

  it('links an address of another network to its page there', async () => {
    const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    serve({
      [`address/${address}`]: {
        address,
        chain_stats: stats(0, 0, 0),
        mempool_stats: stats(0, 0, 0),
      },
      [`address/${address}/txs`]: [],
    })
    renderApp(`/address/${address}`, { apiHost: 'example.test' })
    const notice = await screen.findByTestId('address-invalid')
    const links = within(notice).getAllByTestId('address-other-network')
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `/testnet/address/${address}`,
      `/testnet4/address/${address}`,
      `/signet/address/${address}`,
    ])
    await userEvent.click(links[0] as HTMLElement)
    expect(await screen.findByTestId('address-text')).toHaveTextContent(address)
    expect(screen.getByTestId('address-tx-status')).toHaveTextContent('All 0 transactions loaded')
  })

  it("says the service lists no unspent outputs when /utxo is a 404 (mempool's own backend)", async () => {
    serve({
      [`address/${ADDRESS}`]: {
        address: ADDRESS,
        chain_stats: stats(1, 1000, 0),
        mempool_stats: stats(0, 0, 0),
      },
      [`address/${ADDRESS}/txs`]: [tx(1)],
      'blocks/tip/height': 901,
    })
    renderApp(`/address/${ADDRESS}`, { apiHost: 'example.test' })
    await userEvent.click(
      await screen.findByRole('tab', { name: 'Unspent outputs' }, { timeout: 3000 }),
    )
    expect(
      await screen.findByTestId('address-utxos-error', {}, { timeout: 3000 }),
    ).toHaveTextContent('This data service does not list unspent outputs.')
  })
})
