import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeTx } from '../features/transaction/test/txFixture'
import { renderApp } from '../test/renderApp'

vi.mock('../features/dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const txid = 'ab'.repeat(32)

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) =>
    url.endsWith(`/tx/${txid}`)
      ? Response.json(fakeTx(2, { txid }))
      : new Response('not found', { status: 404 }),
  )
})
afterEach(() => vi.unstubAllGlobals())

/** The hrefs of the links to previous outputs of the transaction's inputs. */
const inputLinks = () =>
  within(screen.getByTestId('tx-inputs'))
    .getAllByRole('link', { name: /Previous output/ })
    .map((a) => a.getAttribute('href'))

describe("mempool.space's URLs", () => {
  it.each([
    [`/ja/tx/${txid}`, '/ja/tx/'],
    [`/pt-BR/tx/${txid}`, '/pt-BR/tx/'],
    [`/ja/testnet/tx/${txid}`, '/ja/testnet/tx/'],
    [`/zh/signet/tx/${txid}:1`, '/zh/signet/tx/'],
  ])('%s is the transaction page, and its links keep the prefix', async (path, prefix) => {
    renderApp(path)
    // The file's first page also loads the lazy transaction route's code: a loaded machine needs time.
    expect(await screen.findByTestId('tx-summary', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(txid)
    const links = inputLinks()
    expect(links.length).toBeGreaterThan(0)
    for (const href of links) expect(href?.startsWith(prefix)).toBe(true)
  })

  it.each(['/ja', '/pt-BR/', '/zh/testnet', '/ko/liquid'])('%s is a dashboard', async (path) => {
    renderApp(path)
    expect(await screen.findByTestId('dashboard')).toBeInTheDocument()
  })

  it.each([`/xx/tx/${txid}`, `/jp/tx/${txid}`, '/testnet/ja/tx/ab', '/ja/ja', '/ja/xx'])(
    '%s is a 404: no language there',
    async (path) => {
      renderApp(path)
      expect(await screen.findByTestId('not-found')).toHaveTextContent('Page not found')
    },
  )

  it.each([
    `/preview/tx/${txid}`,
    `/testnet/preview/tx/${txid}`,
    `/preview/testnet/tx/${txid}`,
    `/ja/preview/tx/${txid}`,
  ])('%s opens the transaction it previews', async (path) => {
    renderApp(path)
    expect(await screen.findByTestId('tx-summary')).toBeInTheDocument()
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument()
  })

  it('/signet/preview/block/xyz opens the block page, which says why', async () => {
    renderApp('/signet/preview/block/xyz')
    expect(await screen.findByTestId('block-invalid')).toHaveTextContent('Not a block id')
  })

  it('/preview/wallet/x previews nothing', async () => {
    renderApp('/preview/wallet/x')
    expect(await screen.findByTestId('not-found')).toHaveTextContent('There is no preview of')
  })

  it.each([
    ['/graphs/mining/no-such-chart', '/graphs', 'Graphs'],
    ['/testnet/graphs/nope', '/testnet/graphs', 'Graphs'],
    ['/ja/mining/nope', '/ja/mining', 'Mining'],
    ['/lightning/nodes/rankings/liquidity/more', '/lightning/nodes/rankings', 'Lightning rankings'],
  ])('%s links its nearest page', async (path, href, label) => {
    renderApp(path)
    const link = await screen.findByTestId('not-found-nearest')
    expect(link).toHaveAttribute('href', href)
    expect(link).toHaveTextContent(label)
  })

  it('/ja/acceleration says accelerations are mempool.space’s service, and links the dashboard', async () => {
    renderApp('/ja/acceleration')
    expect(await screen.findByTestId('not-found-note')).toHaveTextContent(
      "Accelerations are mempool.space's own paid service",
    )
    expect(screen.getByTestId('not-found-nearest')).toHaveAttribute('href', '/ja')
  })
})
