import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nativeAssets } from './model/assets'
import { TxInputsOutputs } from './TxInputsOutputs'
import { renderAt } from './test/renderAt'
import { fakeLiquidTx, fakeTx, fakeTxid } from './test/txFixture'

let asked: string[] = []

beforeEach(() => {
  asked = []
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    if (url.endsWith('/outspends')) {
      const spent = { spent: true, txid: fakeTxid('ee'), vin: 3, status: { confirmed: true } }
      return Response.json([spent, ...Array.from({ length: 4_999 }, () => ({ spent: false }))])
    }
    return new Response('not found', { status: 404 })
  })
})
afterEach(() => vi.unstubAllGlobals())

const outputRows = () => within(screen.getByTestId('tx-outputs')).getAllByTestId('tx-output')

describe('TxInputsOutputs', () => {
  it('draws only the rows near the viewport of 5,000 outputs, each saying its place, with one outspends request', async () => {
    renderAt(<TxInputsOutputs tx={fakeTx(5_000)} />)
    const rows = outputRows()
    // jsdom's 768 px window and the overscan: a few dozen rows, none of the thousands, no "show more".
    expect(rows.length).toBeGreaterThan(10)
    expect(rows.length).toBeLessThan(100)
    expect(rows.map((row) => row.getAttribute('data-index'))).toEqual(rows.map((_, i) => String(i)))
    expect(rows[0]).toHaveAttribute('aria-posinset', '1')
    expect(rows.every((row) => row.getAttribute('aria-setsize') === '5000')).toBe(true)
    expect(screen.getByText('(5,000)')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Show .*hidden/ })).toBeNull()
    expect(await screen.findByRole('link', { name: /^Spent/ })).toHaveAttribute(
      'href',
      `/tx/${fakeTxid('ee')}`,
    )
    expect(screen.getAllByText('Unspent')).toHaveLength(rows.length - 1)
    expect(asked.filter((url) => url.includes('outspends'))).toEqual([
      `https://example.test/api/tx/${fakeTxid('ab')}/outspends`,
    ])
  })

  it("marks an output spent without a link when the service does not say by what (mempool's own backend)", async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('/outspends')
        ? Response.json([{ spent: true }, { spent: false }, { spent: true }])
        : new Response('not found', { status: 404 }),
    )
    renderAt(<TxInputsOutputs tx={fakeTx(3)} />)
    expect(await screen.findAllByText('Spent')).toHaveLength(2)
    expect(screen.getAllByText('Unspent')).toHaveLength(1)
    expect(screen.queryByRole('link', { name: /^Spent/ })).toBeNull()
  })

  it('marks an OP_RETURN output unspendable, never unspent', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('/outspends')
        ? Response.json([{ spent: false }, { spent: false }])
        : new Response('not found', { status: 404 }),
    )
    const tx = fakeTx(2)
    const data = { ...tx.vout[1], scriptpubkey_type: 'op_return', scriptpubkey_address: undefined }
    renderAt(<TxInputsOutputs tx={{ ...tx, vout: [tx.vout[0], data] as typeof tx.vout }} />)
    expect(await screen.findAllByText('Unspent')).toHaveLength(1)
    expect(screen.getByText('Unspendable')).toBeInTheDocument()
  })

  it('keeps a highlighted output far down drawn, in place after the window, and only it', () => {
    const tx = fakeTx(5_000)
    renderAt(<TxInputsOutputs tx={tx} highlight={`${tx.txid}:4321`} />)
    const rows = outputRows()
    expect(rows.length).toBeLessThan(100)
    const last = rows.at(-1)
    expect(last).toHaveAttribute('data-index', '4321')
    expect(last).toHaveAttribute('data-highlighted', 'true')
    expect(last).toHaveAttribute('aria-posinset', '4322')
    // Placed at its own offset in the list's full height, not right under the first rows.
    const offset = Number(/translateY\((\d+)px\)/.exec(last?.getAttribute('style') ?? '')?.[1])
    expect(offset).toBeGreaterThan(4321 * 30)
    expect(rows.filter((row) => row.hasAttribute('data-highlighted'))).toHaveLength(1)
  })

  it('highlights an address among inputs and outputs and links addresses', () => {
    renderAt(<TxInputsOutputs tx={fakeTx(3)} highlight="bc1qin1" />, '/testnet/tx/x')
    const input = within(screen.getByTestId('tx-inputs')).getAllByTestId('tx-input')[1]
    expect(input).toHaveAttribute('data-highlighted', 'true')
    expect(screen.getByRole('link', { name: 'bc1qout2' })).toHaveAttribute(
      'href',
      '/testnet/address/bc1qout2',
    )
  })

  it('shows scripts, witness and sequence on demand', async () => {
    renderAt(<TxInputsOutputs tx={fakeTx(1)} />)
    expect(screen.queryByText('Witness')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Show scripts' }))
    expect(screen.getAllByText('Witness')).toHaveLength(2)
    expect(screen.getAllByText('3044aa 02bb')).toHaveLength(2)
    expect(screen.getAllByText('0xfffffffd')).toHaveLength(2)
    expect(screen.getAllByText(/^OP_0 OP_PUSHBYTES_20 0+$/)).toHaveLength(2)
  })

  it('labels Liquid peg-ins, peg-outs, fees and confidential amounts', () => {
    const native = nativeAssets.liquid ?? ''
    renderAt(<TxInputsOutputs tx={fakeLiquidTx(native)} />, '/liquid/tx/x')
    expect(screen.getByText('Peg-in')).toBeInTheDocument()
    expect(screen.getByText('Peg-out')).toBeInTheDocument()
    expect(screen.getByText('bc1qpegoutdestination')).toBeInTheDocument()
    expect(screen.getByText('Confidential')).toBeInTheDocument()
    expect(screen.getAllByText('Fee').length).toBeGreaterThan(0)
    expect(screen.getByText('0.00000250 L-BTC')).toBeInTheDocument()
  })
})
