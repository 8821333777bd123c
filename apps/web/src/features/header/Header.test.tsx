import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { settingsKey } from '../../settings/settings'
import { renderApp } from '../../test/renderApp'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

describe('Header', () => {
  it('switches network to that network’s dashboard and remembers it', async () => {
    renderApp('/tx/push')
    const switcher = screen.getByTestId('network-switcher')
    expect(switcher).toHaveValue('main')
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      'main',
      'testnet',
      'testnet4',
      'signet',
      'regtest',
      'liquid',
      'liquidtestnet',
    ])
    await userEvent.selectOptions(switcher, 'liquid')
    expect(await screen.findByTestId('dashboard')).toBeInTheDocument()
    expect(screen.getByTestId('network-switcher')).toHaveValue('liquid')
    expect(JSON.parse(localStorage.getItem(settingsKey) ?? '{}').network).toBe('liquid')
  })

  it('shows the sections of the current network', async () => {
    renderApp('/liquid')
    const nav = screen.getByRole('navigation', { name: 'Sections' })
    expect(nav).toHaveTextContent('Assets')
    expect(nav).not.toHaveTextContent('Mining')
    expect(screen.getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '/liquid/assets')
  })
})
