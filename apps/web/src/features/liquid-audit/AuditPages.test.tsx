import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const hostile = '<img src=x onerror="alert(1)">'
const deposit = 'aa'.repeat(32)
const peginTx = 'bb'.repeat(32)
const utxo = (n: number, fields: object = {}) => ({
  txid: n.toString(16).padStart(64, '0'),
  txindex: 0,
  bitcoinaddress: `bc1qfederation${n}`,
  amount: 1_000 * n,
  blocknumber: 900_000,
  blocktime: 1_700_000_000,
  pegtxid: peginTx,
  pegindex: 0,
  pegblocktime: 1_700_000_000,
  timelock: 4032,
  expiredAt: 0,
  ...fields,
})

/** The Liquid service's peg routes; `supply` is the pegs' total, as decimal text like MySQL's SUM. */
function service(asked: string[], over: Record<string, () => Response> = {}) {
  let supply = '250000000'
  const routes: Record<string, () => Response> = {
    '/api/v1/liquid/pegs': () =>
      Response.json({ amount: supply, lastBlockUpdate: 3_000_000, hash: 'cc'.repeat(32) }),
    '/api/v1/liquid/reserves': () =>
      Response.json({ amount: '240000000', lastBlockUpdate: 900_100, hash: 'dd'.repeat(32) }),
    '/api/v1/liquid/pegs/month': () =>
      Response.json([
        { date: '2025-10-01', amount: '200000000' },
        { date: '2025-11-01', amount: '50000000' },
      ]),
    '/api/v1/liquid/reserves/month': () =>
      Response.json([{ date: '2025-10-01', amount: '240000000' }]),
    '/api/v1/liquid/pegs/volume': () =>
      Response.json([
        { volume: '50000000', number: 2 },
        { volume: '-1000', number: 1 },
      ]),
    '/api/v1/liquid/pegs/count': () => Response.json({ pegs_count: 16 }),
    '/api/v1/liquid/reserves/status': () =>
      Response.json({
        bitcoinBlocks: 900_110,
        bitcoinHeaders: 900_110,
        lastBlockAudit: 900_100,
        isAuditSynced: false,
      }),
    '/api/v1/liquid/reserves/utxos': () => Response.json([utxo(1), utxo(2, { pegtxid: '' })]),
    '/api/v1/liquid/reserves/utxos/total': () => Response.json({ utxo_count: 2 }),
    '/api/v1/liquid/reserves/utxos/expired': () =>
      Response.json([utxo(3, { blocknumber: 890_000, expiredAt: 1_700_100_000, isDust: false })]),
    '/api/v1/liquid/reserves/utxos/emergency-spent/stats': () =>
      Response.json({ utxo_count: 0, total_amount: null }),
    '/api/v1/liquid/reserves/addresses': () =>
      Response.json([
        { bitcoinaddress: hostile, balance: '2000' },
        { bitcoinaddress: 'bc1qfederation3', balance: '1000' },
      ]),
    '/api/v1/liquid/pegs/list/0': () =>
      Response.json([
        {
          txid: peginTx,
          txindex: 0,
          amount: 50_000_000,
          bitcoinaddress: 'bc1qfederation1',
          bitcointxid: deposit,
          bitcoinindex: 1,
          blocktime: 1_700_000_000,
        },
        {
          txid: 'ee'.repeat(32),
          txindex: 2,
          amount: -1_000,
          bitcoinaddress: 'bc1qpayee',
          bitcointxid: '',
          bitcoinindex: 0,
          blocktime: 1_700_000_100,
        },
      ]),
    ...over,
  }
  const fetch = async (url: string) => {
    const path = new URL(url).pathname.replace(/^\/liquid/, '')
    asked.push(path)
    return routes[path]?.() ?? new Response('not found', { status: 404 })
  }
  return { fetch, setSupply: (value: string) => (supply = value) }
}

/** A service whose audit status answers 503 until `comeBack()`, then synced one block below its tip. */
function failingStatus() {
  let up = false
  const fake = service([], {
    '/api/v1/liquid/reserves/status': () =>
      up
        ? Response.json({
            bitcoinBlocks: 900_110,
            bitcoinHeaders: 900_110,
            lastBlockAudit: 900_109,
            isAuditSynced: true,
          })
        : new Response('down', { status: 503 }),
  })
  vi.stubGlobal('fetch', fake.fetch)
  return {
    comeBack: () => {
      up = true
    },
  }
}

describe('peg audit pages', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("shows the service's supply, reserves, ratio, status and counts", async () => {
    vi.stubGlobal('fetch', service([]).fetch)
    renderApp('/liquid/audit')
    expect(await screen.findByTestId('audit-page')).toBeInTheDocument()
    const supply = await screen.findByText('2.50000000 L-BTC')
    expect(supply.closest('[data-sats]')?.getAttribute('data-sats')).toBe('250000000')
    expect(await screen.findByText('2.40000000 BTC')).toBeInTheDocument()
    expect(await screen.findByTestId('audit-ratio')).toHaveTextContent('96.00%')
    expect(screen.getByTestId('audit-ratio')).toHaveTextContent('fall short')
    expect(await screen.findByTestId('audit-status')).toHaveTextContent(
      'Audit in progress: Bitcoin block 900,100 of 900,110, 10 blocks behind',
    )
    expect(await screen.findByTestId('audit-pegins-24h')).toHaveTextContent(
      '2 peg-ins, 0.50000000 L-BTC',
    )
    expect(screen.getByTestId('audit-pegouts-24h')).toHaveTextContent('1 peg-out, 0.00001000 L-BTC')
    expect(await screen.findByTestId('audit-utxo-count')).toHaveTextContent('2 outputs')
    expect(await screen.findByTestId('audit-expired')).toHaveTextContent('1 output')
    expect(await screen.findByTestId('audit-emergency')).toHaveTextContent('0 outputs')
    expect((await screen.findByTestId('audit-chart')).getAttribute('data-months')).toBe('2')
  })

  it('asks again for its figures when a new Liquid block arrives', async () => {
    const fake = service([])
    vi.stubGlobal('fetch', fake.fetch)
    const { feeds } = renderApp('/liquid/audit')
    expect(await screen.findByText('2.50000000 L-BTC')).toBeInTheDocument()
    fake.setSupply('260000000')
    const feed = [...feeds.values()][0]
    if (!feed) throw new Error('no live feed')
    act(() => feed.emit({ type: 'data', name: 'blocks' }, { key: 'block', data: {} }))
    expect(await screen.findByText('2.60000000 L-BTC')).toBeInTheDocument()
  })

  it("lists pegs with the Bitcoin deposit linked on Bitcoin's pages", async () => {
    vi.stubGlobal('fetch', service([]).fetch)
    renderApp('/liquid/audit/pegs')
    const rows = await screen.findAllByTestId('peg-row')
    expect(rows).toHaveLength(2)
    const [pegin, pegout] = rows
    if (!pegin || !pegout) throw new Error('rows missing')
    expect(within(pegin).getByTestId('peg-bitcoin-tx')).toHaveAttribute('href', `/tx/${deposit}`)
    expect(within(pegin).getByText(peginTx)).toHaveAttribute('href', `/liquid/tx/${peginTx}`)
    expect(pegout).toHaveTextContent('Not paid yet')
    expect(screen.getAllByTestId('pegs-pager')[0]).toHaveTextContent('2')
  })

  it('says a bad page number and a page past the last in words', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', service(asked).fetch)
    const first = renderApp('/liquid/audit/pegs/0')
    expect(await screen.findByTestId('pegs-bad-page')).toHaveTextContent('"0" is not a page number')
    first.unmount()
    renderApp('/liquid/audit/pegs/3')
    expect(await screen.findByTestId('pegs-no-page')).toHaveTextContent('the 16 pegs fill 2 pages')
    expect(asked.some((p) => p.includes('/pegs/list/'))).toBe(false)
  })

  it('shows the error note when the service fails', async () => {
    vi.stubGlobal(
      'fetch',
      service([], {
        '/api/v1/liquid/pegs/list/0': () =>
          new Response('Failed to get pegs list', { status: 500 }),
      }).fetch,
    )
    renderApp('/liquid/audit/pegs')
    expect(await screen.findByTestId('pegs-error')).toHaveTextContent('Could not load the pegs')
  })

  it('lists held outputs, then expired ones marked, and addresses as text', async () => {
    vi.stubGlobal('fetch', service([]).fetch)
    const view = renderApp('/liquid/audit/wallet/utxos')
    expect(await screen.findAllByTestId('utxo-row')).toHaveLength(2)
    const expired = screen.getByTestId('utxo-row-expired')
    expect(expired).toHaveTextContent('Expired')
    expect(screen.getAllByTestId('utxo-row')[1]).toHaveTextContent('Change')
    view.unmount()
    renderApp('/liquid/audit/wallet/addresses')
    const rows = await screen.findAllByTestId('address-row')
    expect(rows[0]).toHaveTextContent(hostile)
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(rows[1]).toHaveTextContent('1 expired output')
  })

  it('charts the reserves month by month as sent, ending on the totals now', async () => {
    // November's row is a payout's change: October's deposit it spent must not count again.
    const months = () =>
      Response.json([
        { date: '2025-10-01', amount: '240000000' },
        { date: '2025-11-01', amount: '10000000' },
      ])
    vi.stubGlobal('fetch', service([], { '/api/v1/liquid/reserves/month': months }).fetch)
    renderApp('/liquid/audit')
    const chart = await screen.findByTestId('audit-chart')
    expect(within(chart).getByLabelText(/by the last/)).toHaveAttribute(
      'aria-label',
      expect.stringContaining('supply 2.50000000 L-BTC, reserves 2.40000000 BTC'),
    )
  })

  it('says why the expiring outputs are unknown when the audit status fails, and retries', async () => {
    const status = failingStatus()
    renderApp('/liquid/audit')
    const note = await screen.findByTestId('audit-expiring-error')
    expect(note).toHaveTextContent('Expiring soon could not be loaded')
    status.comeBack()
    fireEvent.click(within(note).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByTestId('audit-expiring')).toHaveTextContent('0 outputs')
    expect(screen.getByTestId('audit-status')).toHaveTextContent(
      'Up to date: audited to Bitcoin block 900,109; block 900,110, the tip, waits for a confirmation',
    )
  })

  it("says why the outputs' timelocks are unknown when the audit status fails, and retries", async () => {
    const status = failingStatus()
    renderApp('/liquid/audit/wallet/utxos')
    const note = await screen.findByTestId('utxos-status-error')
    expect(note).toHaveTextContent('Could not load the last audited Bitcoin block')
    const [row] = screen.getAllByTestId('utxo-row')
    expect(row).toHaveTextContent('Unknown')
    status.comeBack()
    fireEvent.click(within(note).getByRole('button', { name: 'Retry' }))
    expect(await screen.findAllByText('in 3,923 blocks')).toHaveLength(2)
    expect(screen.queryByTestId('utxos-status-error')).toBeNull()
  })

  it('links only real txids and addresses, and shows anything else as text', async () => {
    const odd = '../../settings'
    const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    vi.stubGlobal(
      'fetch',
      service([], {
        '/api/v1/liquid/pegs/list/0': () =>
          Response.json([
            {
              txid: peginTx,
              txindex: 0,
              amount: 50_000_000,
              bitcoinaddress: address,
              bitcointxid: odd,
              bitcoinindex: 1,
              blocktime: 1_700_000_000,
            },
          ]),
        '/api/v1/liquid/reserves/utxos': () =>
          Response.json([utxo(1, { pegtxid: odd, bitcoinaddress: address }), utxo(2)]),
        '/api/v1/liquid/reserves/addresses': () =>
          Response.json([
            { bitcoinaddress: odd, balance: '2000' },
            { bitcoinaddress: address, balance: '1000' },
          ]),
      }).fetch,
    )
    const links = () => [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    const pegs = renderApp('/liquid/audit/pegs')
    const [peg] = await screen.findAllByTestId('peg-row')
    expect(peg).toHaveTextContent(`${odd}:1`)
    expect(within(peg as HTMLElement).queryByTestId('peg-bitcoin-tx')).toBeNull()
    expect(links().some((href) => href?.includes('settings'))).toBe(false)
    pegs.unmount()

    const utxos = renderApp('/liquid/audit/wallet/utxos')
    const [first, second] = await screen.findAllByTestId('utxo-row')
    expect(first).toHaveTextContent(odd)
    expect(within(first as HTMLElement).getByText(address)).toHaveAttribute(
      'href',
      `/address/${address}`,
    )
    // A txid the client checked still links; the federation's made-up test address does not.
    expect(within(second as HTMLElement).getByText(peginTx)).toHaveAttribute(
      'href',
      `/liquid/tx/${peginTx}`,
    )
    expect(
      within(second as HTMLElement)
        .getByText('bc1qfederation2')
        .closest('a'),
    ).toBeNull()
    expect(links().some((href) => href?.includes('settings'))).toBe(false)
    utxos.unmount()

    renderApp('/liquid/audit/wallet/addresses')
    const [bad, good] = await screen.findAllByTestId('address-row')
    expect(
      within(bad as HTMLElement)
        .getByText(odd)
        .closest('a'),
    ).toBeNull()
    expect(within(good as HTMLElement).getByText(address)).toHaveAttribute(
      'href',
      `/address/${address}`,
    )
  })

  it('says on Bitcoin that the audit is on Liquid, and asks nothing', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', service(asked).fetch)
    renderApp('/testnet/audit/pegs')
    expect(await screen.findByTestId('no-audit')).toHaveTextContent('exists on Liquid only')
    expect(screen.getByTestId('no-audit-liquid')).toHaveAttribute('href', '/liquidtestnet/audit')
    expect(asked.filter((p) => p.includes('/liquid/'))).toEqual([])
  })
})
