import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeWallet, renderPanel, testAddress } from './testWallet'

async function connect() {
  const wallet = fakeWallet()
  renderPanel(wallet)
  await userEvent.click(await screen.findByTestId('wallet-connector-com.example.testwallet'))
  await screen.findByTestId('wallet-address')
  return wallet
}

describe('WalletPanel', () => {
  it('lists the wallet by name and connects it: address, balance and chain', async () => {
    await connect()
    expect(screen.getByTestId('wallet-address')).toHaveTextContent(testAddress)
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('1 ETH')
    expect(screen.getByTestId('wallet-chain')).toHaveTextContent('Local chain 31337')
    expect(screen.getByTestId('wallet-switch-31337')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByTestId('wallet-wrong-network')).not.toBeInTheDocument()
  })

  it('says so when no wallet is installed', async () => {
    renderPanel(undefined)
    expect(await screen.findByTestId('wallet-none')).toHaveTextContent('No wallet found')
    expect(screen.queryByTestId('wallet-connectors')).not.toBeInTheDocument()
  })

  it('shows a rejected connection as a short message with the detail folded away', async () => {
    renderPanel(fakeWallet({ rejectConnect: true }))
    await userEvent.click(await screen.findByTestId('wallet-connector-com.example.testwallet'))
    const message = await screen.findByTestId('wallet-error')
    expect(message.textContent).toMatch(/reject/i)
    expect(screen.getByTestId('wallet-error-detail').closest('details')).not.toHaveAttribute('open')
    expect(screen.queryByTestId('wallet-address')).not.toBeInTheDocument()
  })

  it('says "wrong network" when the wallet moves to a chain we do not offer, and switches back', async () => {
    const wallet = await connect()
    act(() => wallet.moveTo(137))
    expect(await screen.findByTestId('wallet-wrong-network')).toHaveTextContent('chain 137')
    expect(screen.queryByTestId('wallet-send')).not.toBeInTheDocument()
    await userEvent.click(screen.getByTestId('wallet-switch-back'))
    await vi.waitFor(() =>
      expect(screen.queryByTestId('wallet-wrong-network')).not.toBeInTheDocument(),
    )
    expect(wallet.calls).toContain('wallet_switchEthereumChain')
    expect(screen.getByTestId('wallet-chain')).toHaveTextContent('Local chain 31337')
  })

  it('switches chain from the chain buttons', async () => {
    await connect()
    await userEvent.click(screen.getByTestId('wallet-switch-31338'))
    await vi.waitFor(() =>
      expect(screen.getByTestId('wallet-chain')).toHaveTextContent('Local chain 31338'),
    )
  })

  it('signs a message and verifies the signature against the account', async () => {
    const wallet = await connect()
    await userEvent.type(screen.getByTestId('wallet-sign-input'), 'hello outpoint')
    await userEvent.click(screen.getByTestId('wallet-sign'))
    expect(await screen.findByTestId('wallet-signature-valid')).toHaveTextContent(/^valid$/)
    expect(screen.getByTestId('wallet-signature').textContent).toMatch(/^0x[0-9a-f]{130}$/)
    expect(wallet.calls).toContain('personal_sign')
  })

  it('checks the recipient and amount before asking the wallet to send', async () => {
    const wallet = await connect()
    await screen.findByText('1 ETH')
    const send = screen.getByTestId('wallet-send')
    const to = screen.getByTestId('wallet-send-to')
    const amount = screen.getByTestId('wallet-send-amount')
    expect(screen.queryByTestId('wallet-send-error')).not.toBeInTheDocument()

    await userEvent.click(send)
    expect(screen.getByTestId('wallet-send-error')).toHaveTextContent(
      'Enter the recipient address.',
    )
    // One letter's case changed: the EIP-55 checksum no longer matches.
    await userEvent.type(to, '0x70997970c51812dc3A010C7d01b50e0d17dc79C8')
    expect(screen.getByTestId('wallet-send-error')).toHaveTextContent(/checksum/)
    await userEvent.clear(to)
    await userEvent.type(to, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(screen.getByTestId('wallet-send-error')).toHaveTextContent('Enter an amount.')
    await userEvent.type(amount, '2')
    expect(screen.getByTestId('wallet-send-error')).toHaveTextContent(
      /more than your balance of 1 ETH/,
    )
    await userEvent.clear(amount)
    await userEvent.type(amount, '0.5')
    expect(screen.queryByTestId('wallet-send-error')).not.toBeInTheDocument()
    expect(wallet.calls).not.toContain('eth_sendTransaction')
  })

  it('disconnects back to the wallet list', async () => {
    await connect()
    await userEvent.click(screen.getByTestId('wallet-disconnect'))
    expect(await screen.findByTestId('wallet-connectors')).toBeInTheDocument()
  })
})
