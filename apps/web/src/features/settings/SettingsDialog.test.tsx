import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { checkHost } from '../../settings/checkHost'
import { settingsKey } from '../../settings/settings'
import { renderApp } from '../../test/renderApp'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const stored = () => JSON.parse(localStorage.getItem(settingsKey) ?? '{}')

describe('checkHost', () => {
  it('accepts hosts the client accepts, and empty for the default', () => {
    expect(checkHost(' umbrel.local:3006 ')).toEqual({ host: 'umbrel.local:3006' })
    expect(checkHost('https://mempool.space/')).toEqual({ host: 'https://mempool.space/' })
    expect(checkHost('')).toEqual({ host: '' })
  })

  it('explains what is wrong, without repeating credentials', () => {
    expect(checkHost('mempool.space/api')).toEqual({ error: expect.stringContaining('no path') })
    const secret = checkHost('user:hunter2@mempool.space')
    expect('error' in secret && secret.error).not.toContain('hunter2')
    expect(checkHost('not a host!!')).toEqual({ error: expect.stringContaining('hostname') })
    // A pasted page of text: refused at once, by its length.
    expect(checkHost('a'.repeat(100_000))).toEqual({
      error: 'A host has at most 253 characters; this has 100000.',
    })
  })
})

describe('the settings panel', () => {
  it('opens from the header and stores each choice', async () => {
    renderApp('/')
    await userEvent.click(screen.getByTestId('settings-button'))
    await userEvent.selectOptions(await screen.findByLabelText('Amounts'), 'sats')
    await userEvent.selectOptions(screen.getByLabelText('Theme'), 'light')
    await userEvent.selectOptions(screen.getByLabelText('Time'), 'utc')
    expect(stored()).toMatchObject({ unit: 'sats', theme: 'light', time: 'utc' })
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  it('chooses the fee rate unit, and says sizes follow it', async () => {
    renderApp('/')
    await userEvent.click(screen.getByTestId('settings-button'))
    const unit = await screen.findByLabelText('Fee rate unit')
    expect(unit).toHaveValue('vB')
    expect(unit).toHaveAccessibleDescription(/Sizes follow: vB with sat\/vB, weight units/)
    await userEvent.selectOptions(unit, 'sat/WU')
    expect(stored()).toMatchObject({ rateUnit: 'WU' })
    expect(unit).toHaveValue('WU')
  })

  it('refuses a bad host with a clear error and saves a good one', async () => {
    renderApp('/')
    await userEvent.click(screen.getByTestId('settings-button'))
    const host = await screen.findByLabelText('Data service host')
    await userEvent.type(host, 'mempool.space/api')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByTestId('host-error')).toHaveTextContent('Invalid host')
    expect(host).toHaveAttribute('aria-invalid', 'true')
    expect(stored().host).toBeUndefined()
    await userEvent.clear(host)
    await userEvent.type(host, 'umbrel.local:3006')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.queryByTestId('host-error')).not.toBeInTheDocument()
    expect(stored().host).toBe('umbrel.local:3006')
    expect(screen.getByText(/Now: umbrel.local:3006/)).toBeInTheDocument()
  })
})
