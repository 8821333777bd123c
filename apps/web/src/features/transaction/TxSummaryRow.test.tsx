import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TxSummaryRow } from './TxSummaryRow'
import { renderAt } from './test/renderAt'
import { fakeTx } from './test/txFixture'

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
