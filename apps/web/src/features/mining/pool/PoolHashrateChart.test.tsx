import { screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/renderWithProviders'
import { weeklyHashrate } from './fakePoolService'
import { PoolHashrateChart } from './PoolHashrateChart'

afterEach(() => vi.unstubAllGlobals())

const serve = (weeks: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(weeklyHashrate.slice(0, weeks))),
  )

it('counts a single week as one weekly point', async () => {
  serve(1)
  renderWithProviders(<PoolHashrateChart slug="foundryusa" name="Foundry USA" />)
  const body = await screen.findByTestId('pool-hashrate-body')
  expect(body.querySelector('canvas')).toHaveAttribute(
    'aria-label',
    expect.stringMatching(/^Foundry USA's hashrate and share of blocks, 1 weekly point: /),
  )
})
