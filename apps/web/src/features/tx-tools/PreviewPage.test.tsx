import { decodeTransaction } from '@outpoint/explorer-client/tx'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'
import { type Asked, fakeTxService, prevTx } from './fakeTxService'
import { networkTransactionBase64, p2pkhInputBase64 } from './psbt/bip174Vectors'
import { base64ToHex, hexToBase64, kv, p2pkhPsbt } from './psbt/testPsbt'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

/** BIP 174's P2PKH case signed: spends f61b17…:0 (2 BTC) and pays 199,999,699 sats, a fee of 301. */
const raw = base64ToHex(networkTransactionBase64)
const signed = decodeTransaction(raw)
const spent = signed.inputs[0]?.txid ?? ''
const address = '1DM6LhsvX7UnDh5DjcLhmwr3Lb7yCf2P2X'
/** The same, as a finalized PSBT in base64: the spent output (2 BTC) and the final scriptSig. */
const finalized = hexToBase64(
  p2pkhPsbt(
    kv('01', '00c2eb0b000000001976a91485cff1097fd9e008bb34af709c62197b38978a4888ac'),
    kv('07', signed.inputs[0]?.scriptSig ?? ''),
  ),
)

async function paste(text: string) {
  await userEvent.click(await screen.findByTestId('tx-preview-input'))
  await userEvent.paste(text)
}

describe('PreviewPage (/tx/preview)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('decodes a raw transaction, fetches what it spends for the fee, tests and broadcasts it', async () => {
    const asked: Asked[] = []
    vi.stubGlobal(
      'fetch',
      fakeTxService({
        asked,
        txs: [prevTx(spent, [200_000_000], address)],
        test: [
          {
            txid: signed.txid,
            wtxid: signed.wtxid,
            allowed: true,
            vsize: signed.vsize,
            fees: { base: 0.00000301 },
          },
        ],
        broadcast: new Response(signed.txid),
      }),
    )
    renderApp('/tx/preview')
    await paste(raw)
    expect(await screen.findByTestId('broadcast-txid')).toHaveTextContent(signed.txid)
    const rate = (301 / signed.vsize).toFixed(2)
    await vi.waitFor(() =>
      expect(screen.getByTestId('broadcast-fee')).toHaveTextContent(`(${rate} sat/vB)`),
    )
    expect(
      within(screen.getByTestId('broadcast-inputs')).getByRole('link', { name: address }),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Test' }))
    expect(await screen.findByTestId('tx-verdict')).toHaveAttribute('data-kind', 'allowed')
    await userEvent.click(screen.getByRole('button', { name: 'Broadcast' }))
    expect(await screen.findByTestId('broadcast-success')).toHaveTextContent(signed.txid)
    const posts = asked.filter((a) => a.method === 'POST')
    expect(posts.map((p) => [p.path, p.body])).toEqual([
      ['/api/txs/test', JSON.stringify([raw])],
      ['/api/tx', raw],
    ])
  })

  it('reads an unfinalized PSBT: its fee from the UTXO it carries, and why it cannot be sent', async () => {
    const asked: Asked[] = []
    vi.stubGlobal('fetch', fakeTxService({ asked }))
    renderApp('/tx/preview')
    await paste(p2pkhInputBase64)
    expect(await screen.findByTestId('psbt-state')).toHaveTextContent(
      'Not finalized: 0 of 1 input finalized.',
    )
    expect(screen.getByTestId('psbt-inputs')).toHaveTextContent(
      'Input 0: not signed; spent output in the PSBT',
    )
    expect(screen.getByTestId('psbt-not-final')).toHaveTextContent(
      /cannot be tested or broadcast yet: input 0 has no final scriptSig or witness/,
    )
    expect(screen.getByTestId('broadcast-fee')).toHaveTextContent('sat/vB')
    expect(screen.queryByRole('button', { name: 'Broadcast' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Test' })).not.toBeInTheDocument()
    expect(asked).toEqual([])
  })

  it('extracts a finalized PSBT to its network transaction, and tests that', async () => {
    const asked: Asked[] = []
    vi.stubGlobal(
      'fetch',
      fakeTxService({
        asked,
        test: [
          {
            txid: signed.txid,
            wtxid: signed.wtxid,
            allowed: false,
            'reject-reason': 'missing-inputs',
          },
        ],
      }),
    )
    renderApp('/tx/preview')
    await paste(finalized)
    expect(await screen.findByTestId('psbt-extracted-txid')).toHaveTextContent(signed.txid)
    expect(screen.getByTestId('psbt-state')).toHaveTextContent(
      'Finalized: its input has final scripts.',
    )
    expect(screen.getByTestId('broadcast-fee')).toHaveTextContent(
      `(${(301 / signed.vsize).toFixed(2)} sat/vB)`,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Test' }))
    expect(await screen.findByTestId('tx-verdict-words')).toHaveTextContent(
      /do not exist or are already spent/,
    )
    expect(asked.map((a) => a.body)).toEqual([JSON.stringify([raw])])
  })

  it('says what is wrong with a paste', async () => {
    vi.stubGlobal('fetch', fakeTxService({}))
    renderApp('/tx/preview')
    await paste('cHNidP8BAH!')
    expect(await screen.findByTestId('tx-preview-error')).toHaveTextContent(
      'Not valid base64: character "!" at position 11.',
    )
    await userEvent.clear(screen.getByTestId('tx-preview-input'))
    await paste(networkTransactionBase64)
    expect(screen.getByTestId('tx-preview-error')).toHaveTextContent(
      /Non-hex character .* Nor is it a PSBT: a PSBT in base64 starts with cHNidP8/,
    )
    await userEvent.clear(screen.getByTestId('tx-preview-input'))
    await paste(`70736274ff${'00'.repeat(3)}`)
    expect(screen.getByTestId('tx-preview-error')).toHaveTextContent(
      'The PSBT has no unsigned transaction',
    )
  })

  it('does not exist on Liquid', async () => {
    vi.stubGlobal('fetch', fakeTxService({}))
    renderApp('/liquid/tx/preview')
    expect(
      await screen.findByText(/Preview transaction pages do not exist on Liquid/),
    ).toBeInTheDocument()
  })
})
