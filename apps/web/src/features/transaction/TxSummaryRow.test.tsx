import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nativeAssets } from './model/assets'
import { TxSummaryRow } from './TxSummaryRow'
import { renderAt } from './test/renderAt'
import { fakeLiquidTx, fakeTx } from './test/txFixture'

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response('not found', { status: 404 }))
})
afterEach(() => vi.unstubAllGlobals())

describe('TxSummaryRow', () => {
  it('links the txid, shows the fee rate and total, and expands to inputs and outputs', async () => {
    const tx = fakeTx(3)
    renderAt(
      <ul>
        <TxSummaryRow tx={tx} />
      </ul>,
      '/signet/block/1',
    )
    expect(screen.getByRole('link', { name: tx.txid })).toHaveAttribute(
      'href',
      `/signet/tx/${tx.txid}`,
    )
    expect(screen.getByText('10 sat/vB')).toBeInTheDocument()
    expect(screen.getByText('0.00003003 BTC')).toBeInTheDocument()
    expect(screen.queryByTestId('tx-outputs')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Show inputs and outputs' }))
    expect(screen.getAllByTestId('tx-output')).toHaveLength(3)
  })

  it('on Liquid adds up only the coin, and in an asset list only that asset, never both', async () => {
    const tx = fakeLiquidTx(nativeAssets.liquid ?? '')
    const issued = 'ab'.repeat(32)
    const output = { ...tx.vout[1], asset: issued, value: 7_000 } as (typeof tx.vout)[number]
    const mixed = { ...tx, vout: [...tx.vout, output] }
    renderAt(
      <ul>
        <TxSummaryRow tx={mixed} />
        <TxSummaryRow tx={mixed} asset={issued} />
      </ul>,
      '/liquid/block/1',
    )
    // The coin's explicit outputs (20,000 + 250), not the issued asset's 7,000 with them.
    expect(screen.getByText('0.00020250 L-BTC')).toBeInTheDocument()
    // The asset's own amount, in its base units and short id while the registry says nothing.
    const values = document.querySelectorAll('.tx-summary-value')
    expect(values[1]?.textContent).toMatch(/^7,000 /)
    expect(values[1]?.textContent).not.toContain('L-BTC')
  })

  it('shows what the transaction did to the highlighted address and marks its row', async () => {
    renderAt(
      <ul>
        <TxSummaryRow tx={fakeTx(3, { status: { confirmed: false } })} highlight="bc1qin0" />
      </ul>,
    )
    expect(screen.getByText('Unconfirmed')).toBeInTheDocument()
    expect(screen.getByText('-0.00050000 BTC')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Show inputs and outputs' }))
    expect(screen.getAllByTestId('tx-input')[0]).toHaveAttribute('data-highlighted', 'true')
  })
})
