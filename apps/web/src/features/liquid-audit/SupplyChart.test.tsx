import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { SupplyChart } from './SupplyChart'

const now = { supply: 250_000_000, reserves: 240_000_000 }

it('counts its months in words that agree with the count', () => {
  const october = [{ date: '2025-10-01', amount: 250_000_000 }]
  const { unmount } = renderWithProviders(
    <SupplyChart pegs={october} reserves={october} now={now} />,
  )
  const chart = screen.getByTestId('audit-chart')
  expect(within(chart).getByLabelText(/by the last/)).toHaveAttribute(
    'aria-label',
    expect.stringMatching(/^L-BTC supply and BTC reserves over 1 month; by the last, /),
  )
  unmount()
  const november = [...october, { date: '2025-11-01', amount: 0 }]
  renderWithProviders(<SupplyChart pegs={november} reserves={november} now={now} />)
  expect(within(screen.getByTestId('audit-chart')).getByLabelText(/by the last/)).toHaveAttribute(
    'aria-label',
    expect.stringMatching(/^L-BTC supply and BTC reserves over 2 months; by the last, /),
  )
})
