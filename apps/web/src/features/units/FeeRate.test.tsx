import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { TxSummaryRow } from '../transaction/TxSummaryRow'
import { renderAt } from '../transaction/test/renderAt'
import { fakeTx } from '../transaction/test/txFixture'
import { FeeRate } from './FeeRate'

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response('not found', { status: 404 }))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('FeeRate', () => {
  it('reads in sat/vB by default, the sat/WU figure in its title', () => {
    renderWithProviders(<FeeRate satPerVb={12.5} />)
    const rate = screen.getByText('12.5 sat/vB')
    expect(rate).toHaveAttribute('title', '3.13 sat/WU')
  })

  it('follows the setting as it changes: a quarter of the figure in sat/WU', () => {
    const { settings } = renderWithProviders(<FeeRate satPerVb={12.5} />)
    act(() => settings.update({ rateUnit: 'WU' }))
    expect(screen.getByText('3.13 sat/WU')).toHaveAttribute('title', '12.5 sat/vB')
    expect(screen.queryByText(/sat\/vB$/)).not.toBeInTheDocument()
  })
})

describe('a transaction row with the WU setting', () => {
  it('shows its fee rate in sat/WU', () => {
    const { settings } = renderAt(
      <ul>
        <TxSummaryRow tx={fakeTx(3)} />
      </ul>,
      '/signet/block/1',
    )
    act(() => settings.update({ rateUnit: 'WU' }))
    // fakeTx pays 10 sat/vB.
    expect(screen.getByText('2.5 sat/WU')).toBeInTheDocument()
  })
})
