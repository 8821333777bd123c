import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../test/renderApp'

describe('LightningRoutes', () => {
  it.each([
    ['/testnet4/lightning', 'Testnet4'],
    ['/regtest/lightning/nodes/countries', 'Regtest'],
  ])('%s says the network has no Lightning data', async (path, label) => {
    renderApp(path)
    const page = await screen.findByTestId('no-lightning')
    expect(page).toHaveTextContent(`No Lightning data for ${label}`)
    expect(screen.getByRole('link', { name: 'Lightning on Bitcoin' })).toHaveAttribute(
      'href',
      '/lightning',
    )
  })

  it('is not a Lightning page on Liquid', async () => {
    renderApp('/liquid/lightning')
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Lightning pages do not exist')
  })

  it('an unknown path below /lightning is a 404 of its own', async () => {
    renderApp('/signet/lightning/nowhere')
    expect(await screen.findByTestId('not-found')).toHaveTextContent('No such Lightning page.')
  })
})
