import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'
import { type Asked, fakeTxService } from './fakeTxService'
import { missingOutputs, networkTransactionBase64 } from './psbt/bip174Vectors'
import { base64ToHex } from './psbt/testPsbt'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const raw = base64ToHex(networkTransactionBase64)
/** The same transaction with another locktime: a second, different one. */
const other = `${raw.slice(0, -8)}01000000`
const ids = (n: number) => ({ txid: String(n).repeat(64), wtxid: String(n).repeat(64) })

async function paste(text: string) {
  const field = await screen.findByTestId('tx-test-input')
  await userEvent.click(field)
  await userEvent.paste(text)
}

describe('TestPage (/tx/test)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('tests a package and shows each verdict: allowed with size and fee, rejected in words', async () => {
    const asked: Asked[] = []
    vi.stubGlobal(
      'fetch',
      fakeTxService({
        asked,
        test: [
          { ...ids(1), allowed: true, vsize: 192, fees: { base: 0.00000576 } },
          {
            ...ids(2),
            allowed: false,
            'reject-reason': 'txn-mempool-conflict',
            'reject-details': 'txn-mempool-conflict',
          },
        ],
      }),
    )
    renderApp('/tx/test')
    await paste(`${raw},\n${other}`)
    await userEvent.click(screen.getByRole('button', { name: 'Test' }))
    const verdicts = await screen.findAllByTestId('tx-verdict')
    expect(verdicts.map((v) => v.dataset.kind)).toEqual(['allowed', 'rejected'])
    expect(within(verdicts[0] as HTMLElement).getByTestId('tx-verdict-facts')).toHaveTextContent(
      /192 vB, fee .*\(3 sat\/vB\)/,
    )
    expect(within(verdicts[1] as HTMLElement).getByTestId('tx-verdict-words')).toHaveTextContent(
      'It spends the same coins as a transaction already in the mempool, which cannot be replaced.',
    )
    const sent = asked.find((a) => a.method === 'POST')
    expect(sent).toMatchObject({ path: '/api/txs/test' })
    expect(JSON.parse(sent?.body ?? '')).toEqual([raw, other])
  })

  it("shows an unknown reason as the node gave it, and a package's unchecked transactions", async () => {
    vi.stubGlobal(
      'fetch',
      fakeTxService({
        test: [{ ...ids(1), allowed: false, 'reject-reason': 'bad-witness-nonstandard' }, ids(2)],
      }),
    )
    renderApp('/testnet/tx/test')
    await paste(`${raw}\n${other}`)
    await userEvent.click(screen.getByRole('button', { name: 'Test' }))
    const words = await screen.findAllByTestId('tx-verdict-words')
    expect(words[0]).toHaveTextContent('bad-witness-nonstandard')
    expect(words[1]).toHaveTextContent('stopped at another transaction of the package')
  })

  it('names the pasted transaction that cannot be read, and asks nothing', async () => {
    const asked: Asked[] = []
    vi.stubGlobal('fetch', fakeTxService({ asked }))
    renderApp('/tx/test')
    await paste(`${raw} ${raw.slice(0, 100)}`)
    expect(await screen.findByTestId('tx-test-error')).toHaveTextContent(
      /^Transaction 2: Truncated at byte/,
    )
    expect(screen.getByRole('button', { name: 'Test' })).toBeDisabled()
    await userEvent.clear(screen.getByTestId('tx-test-input'))
    await paste(missingOutputs)
    expect(screen.getByTestId('tx-test-error')).toBeInTheDocument()
    await userEvent.clear(screen.getByTestId('tx-test-input'))
    await paste(Array(26).fill(raw).join('\n'))
    expect(screen.getByTestId('tx-test-error')).toHaveTextContent(
      '26 transactions: the node tests at most 25 at once.',
    )
    expect(asked.filter((a) => a.method === 'POST')).toEqual([])
  })

  it('says so when the service cannot test', async () => {
    vi.stubGlobal('fetch', fakeTxService({}))
    renderApp('/tx/test')
    await paste(raw)
    await userEvent.click(screen.getByRole('button', { name: 'Test' }))
    expect(await screen.findByTestId('tx-test-failed')).toHaveTextContent(
      /^Could not test the transactions: /,
    )
  })

  it('does not exist on Liquid', async () => {
    vi.stubGlobal('fetch', fakeTxService({}))
    renderApp('/liquid/tx/test')
    expect(
      await screen.findByText(/Test transactions pages do not exist on Liquid/),
    ).toBeInTheDocument()
  })
})

describe('/pushtx', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is the broadcast page, on the same network', async () => {
    vi.stubGlobal('fetch', fakeTxService({}))
    renderApp('/testnet/pushtx')
    expect(await screen.findByTestId('broadcast-page')).toBeInTheDocument()
    renderApp('/liquid/pushtx')
    expect(await screen.findAllByTestId('broadcast-page')).toHaveLength(2)
  })
})
