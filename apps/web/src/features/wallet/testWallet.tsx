import { localChain, toViemChain } from '@outpoint/wallet'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { type Address, custom, type EIP1193Provider, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createConfig, WagmiProvider } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { WalletPanel } from './WalletPanel'

// Test doubles for the unit tests only: the browser specs use a real test wallet against anvil.

/** anvil's first well-known development key: signatures made with it are real ones. */
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
export const testAddress: Address = account.address

export const chains = [
  toViemChain(localChain(31337, 'http://127.0.0.1:1')),
  toViemChain(localChain(31338, 'http://127.0.0.1:2')),
] as const

type Listener = (...args: unknown[]) => void
const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

/** A minimal EIP-1193 wallet in memory: it knows chains 31337 and 31338 and one account. */
export function fakeWallet(options: { rejectConnect?: boolean } = {}) {
  const listeners = new Map<string, Set<Listener>>()
  const calls: string[] = []
  let authorized = false
  let chainId = 31337
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    calls.push(method)
    const first = Array.isArray(params) ? params[0] : undefined
    switch (method) {
      case 'wallet_requestPermissions':
      case 'eth_requestAccounts':
        if (options.rejectConnect) throw rpcError(4001, 'User rejected the request.')
        authorized = true
        return method === 'eth_requestAccounts'
          ? [testAddress]
          : [{ parentCapability: 'eth_accounts' }]
      case 'eth_accounts':
        return authorized ? [testAddress] : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'wallet_switchEthereumChain': {
        const target = Number((first as { chainId: string }).chainId)
        if (target !== 31337 && target !== 31338) throw rpcError(4902, 'Unrecognized chain ID.')
        chainId = target
        emit('chainChanged', numberToHex(chainId))
        return null
      }
      case 'personal_sign':
        return account.signMessage({ message: { raw: first as `0x${string}` } })
      case 'wallet_revokePermissions':
        authorized = false
        return null
      default:
        throw rpcError(4200, `${method} is not supported`)
    }
  }
  const provider = {
    request,
    on: (event: string, listener: Listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener: (event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener)
    },
  } as unknown as EIP1193Provider
  /** The wallet moves to another chain by itself (the user picked it in the wallet). */
  const moveTo = (id: number) => {
    chainId = id
    emit('chainChanged', numberToHex(id))
  }
  return { provider, calls, moveTo }
}

/** The chains' RPC endpoints: every account holds 1 ETH. */
const node = custom({
  request: async ({ method }: { method: string }) => {
    if (method === 'eth_getBalance') return numberToHex(10n ** 18n)
    if (method === 'eth_blockNumber') return '0x1'
    throw rpcError(-32601, `${method} not available`)
  },
})

/**
 * Renders the open wallet panel over a wagmi config whose only wallet is `wallet`; without one, only
 * the plain injected connector of a browser with no wallet installed.
 */
export function renderPanel(wallet: ReturnType<typeof fakeWallet> | undefined) {
  const config = createConfig({
    chains,
    connectors: [
      wallet
        ? injected({
            target: {
              id: 'com.example.testwallet',
              name: 'Test Wallet',
              provider: wallet.provider,
            },
          })
        : injected(),
    ],
    transports: { 31337: node, 31338: node },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <WagmiProvider config={config}>
        <WalletPanel open onOpenChange={() => {}} />
      </WagmiProvider>
    </QueryClientProvider>,
  )
  return config
}

/** Announces `provider` to the page the EIP-6963 way, now and whenever a page asks; returns the undo. */
export function announceWallet(provider: EIP1193Provider): () => void {
  const info = {
    uuid: '0d6c1a52-5b1e-4c4e-9d1a-000000000001',
    name: 'Test Wallet',
    icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    rdns: 'com.example.testwallet',
  }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}
