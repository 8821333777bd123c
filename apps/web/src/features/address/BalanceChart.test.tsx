import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import type { AnyTransaction } from '../transaction/model/types'
import { BalanceChart } from './BalanceChart'

const ADDRESS = 'bc1qme'
// 2024-03-03 12:00:00 UTC.
const time = 1_709_467_200
const received = (i: number) =>
  ({
    txid: `t${i}`,
    vin: [],
    vout: [{ scriptpubkey_address: ADDRESS, value: 1_000 }],
    status: { confirmed: true, block_time: time },
  }) as unknown as AnyTransaction

describe('BalanceChart', () => {
  it('draws a busy address loaded from one block as steps over a span, and says what it covers', () => {
    const { settings } = renderWithProviders(
      <BalanceChart
        txs={[received(1), received(2), received(3)]}
        address={ADDRESS}
        confirmedBalance={5_000}
        confirmedCount={1_234}
      />,
    )
    act(() => settings.update({ time: 'utc' }))
    const chart = screen.getByTestId('address-balance-chart')
    expect(chart).toHaveAttribute('data-shape', 'steps')
    expect(Number(chart.getAttribute('data-span'))).toBeGreaterThan(0)
    expect(screen.getByTestId('address-balance-coverage')).toHaveTextContent(
      'Over the latest 3 of 1,234 confirmed transactions, since 2024-03-03 12:00:00 UTC',
    )
    const canvas = screen.getByRole('img')
    expect(canvas).toHaveAccessibleName(/^Confirmed balance in steps at each transaction\./)
    expect(canvas).toHaveAccessibleName(/From 0\.00002000 BTC to 0\.00005000 BTC now\.$/)
    // The balance before, the three steps, and the balance held until now.
    expect(canvas).toHaveAttribute('data-points', '5')
  })

  it('says when the whole history is loaded', () => {
    renderWithProviders(
      <BalanceChart
        txs={[received(1)]}
        address={ADDRESS}
        confirmedBalance={1_000}
        confirmedCount={1}
      />,
    )
    expect(screen.getByTestId('address-balance-coverage')).toHaveTextContent(
      /^Over all 1 confirmed transaction, since /,
    )
  })
  it('says steps from what it draws: each change a jump at a transaction, not a slope between two', () => {
    const later = { ...received(2), status: { confirmed: true, block_time: time + 600 } }
    renderWithProviders(
      <BalanceChart
        txs={[later as AnyTransaction, received(1)]}
        address={ADDRESS}
        confirmedBalance={2_000}
        confirmedCount={2}
      />,
    )
    expect(screen.getByTestId('address-balance-chart')).toHaveAttribute('data-shape', 'steps')
  })
})
