import { localChain } from '@outpoint/wallet'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigContext } from '../../app/ConfigContext'
import { announceWallet, fakeWallet } from './testWallet'
import { WalletButton } from './WalletButton'

let undo: (() => void) | undefined
afterEach(() => undo?.())

describe('WalletButton with the real wallet chunk', () => {
  it('connects an announced wallet and then stays still (no reconnect on every state change)', async () => {
    const wallet = fakeWallet()
    undo = announceWallet(wallet.provider)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <ConfigContext value={{ apiHost: '', evmChains: [localChain(31337, 'http://127.0.0.1:9')] }}>
        <QueryClientProvider client={queryClient}>
          <WalletButton />
        </QueryClientProvider>
      </ConfigContext>,
    )
    await userEvent.click(screen.getByTestId('wallet-button'))
    await userEvent.click(await screen.findByTestId('wallet-connector-com.example.testwallet'))
    await vi.waitFor(() =>
      expect(screen.getByTestId('wallet-status')).toHaveTextContent(/^connected$/),
    )
    expect(await screen.findByTestId('wallet-chain')).toHaveTextContent('Local chain 31337')

    // Closing and opening the panel must not start a new connection or reconnection.
    const asked = wallet.calls.length
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    await userEvent.click(screen.getByTestId('wallet-button'))
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(screen.getByTestId('wallet-status')).toHaveTextContent(/^connected$/)
    expect(wallet.calls.slice(asked).filter((method) => method === 'eth_accounts')).toEqual([])
  })
})
