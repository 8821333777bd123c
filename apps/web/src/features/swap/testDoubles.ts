import { localChain, toViemChain } from '@outpoint/wallet'
import { type EIP1193Provider, numberToHex } from 'viem'
import { vi } from 'vitest'
import { createConfig, custom } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { fakeTx, fakeVout } from '../transaction/test/txFixture'

// Test doubles for the swap's unit tests only: the browser specs run the real service, simnet and anvil.

export const depositAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
export const depositTxid = 'd'.repeat(64)

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The swap service and explorer as the page meets them: answers by path, each request recorded. */
export function fakeNetwork(overrides: Record<string, () => Response> = {}) {
  const requests: Array<{ method: string; url: string; body: string }> = []
  let depositSeen = false
  const answers: Record<string, () => Response> = {
    '/api/v1/chains': () =>
      json([
        { slug: 'bitcoin', name: 'Bitcoin (simnet)', type: 'bitcoin' },
        { slug: 'anvil', name: 'Local chain 31337', type: 'evm', id: 31337 },
      ]),
    '/api/v1/tokens': () =>
      json([
        { symbol: 'BTC', address: 'btc', decimals: 8, chain: 'bitcoin' },
        {
          symbol: 'ETH',
          address: '0x0000000000000000000000000000000000000000',
          decimals: 18,
          chain: 'anvil',
        },
      ]),
    '/v0/transfer/quote': () =>
      json({
        routes: [
          {
            duration: 1,
            route: [{ bridge: 'outpoint-local', steps: ['deposit', 'payout'] }],
            quote: {
              integration: 'outpoint-local',
              amount: '19800000000000000',
              decimals: 18,
              fees: [{ type: 'bridge', amount: '300', tokenSymbol: 'BTC', decimals: 8 }],
            },
          },
        ],
        expiresAt: Date.now() + 20_000,
      }),
    '/v0/transfer/send': () =>
      json({
        id: 7,
        tx: {
          to: depositAddress,
          value: '100000',
          meta: { from: '', recipient: depositAddress, amount: '100000', memo: 'OUTPOINT-SWAP:7' },
        },
      }),
    '/v0/transfer/status': () => json({ id: 7, status: 'Submitted' }),
    [`/api/address/${depositAddress}/txs`]: () =>
      json(
        depositSeen
          ? [
              // A whole transaction: the client checks every field at the door.
              fakeTx(0, {
                txid: depositTxid,
                status: { confirmed: false },
                vout: [fakeVout(0, { scriptpubkey_address: depositAddress, value: 100_000 })],
              }),
            ]
          : [],
      ),
    ...overrides,
  }
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push({ method: init?.method ?? 'GET', url: url.href, body: String(init?.body ?? '') })
    const answer = answers[url.pathname]
    return answer ? answer() : new Response('not found', { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  return { requests, seeDeposit: () => (depositSeen = true) }
}

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

/**
 * A wallet and node in one, on the local chain 31337: one account holding 1 ETH; `eth_sendTransaction`
 * is recorded and answered with a hash, or refused (4001) while `reject` is set.
 */
export function fakeEvmWallet() {
  const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const sent: unknown[] = []
  const state = { reject: false }
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account]
      case 'wallet_requestPermissions':
        return [{ parentCapability: 'eth_accounts' }]
      case 'eth_chainId':
        return numberToHex(31337)
      case 'eth_getBalance':
        return numberToHex(10n ** 18n)
      case 'eth_blockNumber':
        return '0x1'
      case 'eth_sendTransaction':
        if (state.reject) throw rpcError(4001, 'User rejected the request.')
        sent.push(Array.isArray(params) ? params[0] : params)
        return `0x${'a'.repeat(64)}`
      default:
        throw rpcError(4200, `${method} is not supported`)
    }
  }
  const provider = {
    request,
    on: () => {},
    removeListener: () => {},
  } as unknown as EIP1193Provider
  const config = createConfig({
    chains: [toViemChain(localChain(31337, 'http://127.0.0.1:1'))],
    connectors: [injected({ target: { id: 'test', name: 'Test Wallet', provider } })],
    transports: { 31337: custom({ request }) },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  return { account, sent, state, config }
}
