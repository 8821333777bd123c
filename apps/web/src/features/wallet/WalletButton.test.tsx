import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { WalletRuntimeProps } from './WalletButton'
import { shortAddress, WalletButton } from './WalletButton'

// The real runtime is wagmi; here a stand-in records that the chunk was loaded and reports a state.
const mounted = vi.hoisted(() => ({ count: 0, props: undefined as WalletRuntimeProps | undefined }))
vi.mock('./WalletRuntime', () => ({
  WalletRuntime: (props: WalletRuntimeProps) => {
    mounted.props = props
    useEffect(() => {
      mounted.count += 1
    }, [])
    return props.open ? <p data-testid="runtime-panel">panel</p> : null
  },
}))

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function reset() {
  mounted.count = 0
  mounted.props = undefined
}

describe('WalletButton', () => {
  it('offers "Connect wallet" and leaves the wallet chunk unloaded when no wallet was connected', async () => {
    reset()
    render(<WalletButton />)
    expect(screen.getByTestId('wallet-status')).toHaveTextContent('Connect wallet')
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(mounted.count).toBe(0)
    expect(screen.getByTestId('wallet-button')).toHaveAttribute('aria-expanded', 'false')
  })

  it('loads the wallet chunk on the first click and opens the panel', async () => {
    reset()
    render(<WalletButton />)
    await userEvent.click(screen.getByTestId('wallet-button'))
    expect(await screen.findByTestId('runtime-panel')).toBeInTheDocument()
    // The runtime's effect runs after the panel is painted: wait for it rather than race it.
    await vi.waitFor(() => expect(mounted.count).toBe(1))
    expect(screen.getByTestId('wallet-button')).toHaveAttribute('aria-expanded', 'true')
  })

  it('loads the chunk by itself after the first render when a wallet was connected', async () => {
    reset()
    localStorage.setItem('wagmi.recentConnectorId', '"com.example.testwallet"')
    render(<WalletButton />)
    expect(screen.getByTestId('wallet-status')).toHaveTextContent('reconnecting')
    await vi.waitFor(() => expect(mounted.count).toBe(1))
    expect(screen.queryByTestId('runtime-panel')).not.toBeInTheDocument()
  })

  it('stays unloaded after reload when the user had disconnected', async () => {
    reset()
    localStorage.setItem('wagmi.recentConnectorId', '"com.example.testwallet"')
    localStorage.setItem('wagmi.com.example.testwallet.disconnected', 'true')
    render(<WalletButton />)
    expect(screen.getByTestId('wallet-status')).toHaveTextContent('Connect wallet')
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(mounted.count).toBe(0)
  })

  it('shows each state the wallet runtime reports, with the address once connected', async () => {
    reset()
    render(<WalletButton />)
    await userEvent.click(screen.getByTestId('wallet-button'))
    await screen.findByTestId('runtime-panel')
    const report = mounted.props?.onSummary
    if (!report) throw new Error('runtime not mounted')
    act(() => report({ status: 'connecting' }))
    expect(screen.getByTestId('wallet-status')).toHaveTextContent('connecting')
    expect(screen.getByTestId('wallet-button')).not.toHaveTextContent('0xf39F')
    act(() => report({ status: 'connected', address }))
    expect(screen.getByTestId('wallet-status')).toHaveTextContent(/^connected$/)
    expect(screen.getByTestId('wallet-button')).toHaveTextContent(shortAddress(address))
    act(() => report({ status: 'disconnected', address: undefined }))
    expect(screen.getByTestId('wallet-status')).toHaveTextContent('Connect wallet')
  })
})

describe('shortAddress', () => {
  it('keeps the start and end of an address', () => {
    expect(shortAddress(address)).toBe('0xf39F…2266')
    expect(shortAddress('0x12')).toBe('0x12')
  })
})
