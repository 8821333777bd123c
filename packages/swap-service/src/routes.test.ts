import {
  createSwapClient,
  getAllowance,
  getApproveTransaction,
  getQuote,
  getTransferHistory,
  sendTransfer,
} from '@outpoint/swap-client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type RunningSwapService, startSwapService } from './server.js'
import { FakeBitcoin, FakeEvm } from './test-doubles.js'

const alice = '0x1111111111111111111111111111111111111111'
const ethToBtc = {
  fromChain: 'anvil',
  toChain: 'bitcoin',
  tokenSymbol: 'ETH',
  toTokenSymbol: 'BTC',
  fromTokenAddress: '0x0000000000000000000000000000000000000000',
  toTokenAddress: 'btc',
  tokenAmount: '1000000000000000000',
  fromUserAddress: alice,
  toUserAddress: 'bc1qreceiver',
}

/** The reverse order: BTC in, ETH out to alice. */
const btcToEth = {
  ...ethToBtc,
  fromChain: 'bitcoin',
  toChain: 'anvil',
  tokenSymbol: 'BTC',
  toTokenSymbol: 'ETH',
  fromTokenAddress: 'btc',
  toTokenAddress: ethToBtc.fromTokenAddress,
  tokenAmount: '150000',
  fromUserAddress: '',
  toUserAddress: alice,
}

let service: RunningSwapService
let client: ReturnType<typeof createSwapClient>
let evm: FakeEvm
/** The app's origin, which the service is started to allow. */
const app = 'http://127.0.0.1:5173'

/** A route as a quote gives it: with its expiry. */
const route = () => [{ bridge: 'outpoint-local', steps: [], expiresAt: Date.now() + 60_000 }]

beforeEach(async () => {
  evm = new FakeEvm()
  service = await startSwapService({
    port: 0,
    simnetUrl: 'http://127.0.0.1:9',
    anvilUrl: 'http://127.0.0.1:9',
    bitcoin: new FakeBitcoin(),
    evm,
    rate: 20,
    feeBps: 100,
    quoteTtl: 30,
    pollMs: 60_000,
    allowedOrigins: [app],
  })
  client = createSwapClient({ baseUrl: service.url })
})

afterEach(async () => {
  await service.close()
})

describe('quote', () => {
  it('prices at the configured rate and fee, with one route and an expiry', async () => {
    const before = Date.now()
    const { data } = await getQuote(client, ethToBtc)
    const route = data?.routes[0]
    // 1 ETH less 1 % at 20 ETH per BTC: 0.0495 BTC.
    expect(route?.quote.amount).toBe('4950000')
    expect(route?.quote.fees[0]).toMatchObject({
      type: 'bridge',
      amount: '10000000000000000',
      tokenSymbol: 'ETH',
    })
    const expiresAt = (data as { expiresAt?: number } | undefined)?.expiresAt ?? 0
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30_000)
    expect(expiresAt).toBeLessThan(before + 31_000)
  })

  it('says what is wrong with a bad order', async () => {
    const cases: Array<[Partial<typeof ethToBtc>, RegExp]> = [
      [{ fromChain: 'ethereum' }, /Unknown chain/],
      [{ toChain: 'anvil' }, /must differ/],
      [{ tokenSymbol: 'USDC' }, /only token on anvil is ETH/],
      [{ tokenAmount: '-5' }, /positive integer/],
      [{ tokenAmount: '1000' }, /too small/],
      [{ tokenAmount: '300000000000000000000' }, /too large/],
      [{ toUserAddress: '0xabc' }, /toUserAddress is not an address of simnet/],
      [{ fromUserAddress: 'bc1qnope' }, /fromUserAddress must be the EVM account/],
    ]
    for (const [change, message] of cases) {
      const { error, response } = await getQuote(client, { ...ethToBtc, ...change })
      expect(response.status, JSON.stringify(change)).toBe(400)
      expect((error as { message: string }).message, JSON.stringify(change)).toMatch(message)
    }
  })
})

describe('send', () => {
  it('refuses a route whose quote expired, and one without an expiry', async () => {
    const stale = [{ bridge: 'outpoint-local', steps: ['deposit'], expiresAt: Date.now() - 1 }]
    const refused = await sendTransfer(client, { ...ethToBtc, route: stale })
    expect(refused.response.status).toBe(400)
    expect(refused.error).toMatchObject({ message: 'The quote expired: ask for a new one.' })
    // Without an expiry a quote would hold for ever.
    const timeless = await sendTransfer(client, {
      ...ethToBtc,
      route: [{ bridge: 'outpoint-local', steps: [] }],
    })
    expect(timeless.response.status).toBe(400)
    expect((timeless.error as { message: string }).message).toMatch(/no expiresAt/)
    expect(service.engine.swaps.size).toBe(0)
    const taken = await sendTransfer(client, { ...ethToBtc, route: route() })
    expect(taken.data?.tx).toMatchObject({
      from: alice,
      to: '0x00000000000000000000000000000000000000d0',
      value: '0xde0b6b3a7640000',
    })
  })

  it('gives a BTC deposit its own address, the amount in sats and a memo', async () => {
    const first = await sendTransfer(client, { ...btcToEth, route: route() })
    const second = await sendTransfer(client, { ...btcToEth, route: route() })
    expect(first.data?.tx.meta).toEqual({
      from: '',
      recipient: 'bc1qdeposit1',
      amount: '150000',
      memo: 'OUTPOINT-SWAP:1',
    })
    expect(second.data?.tx.meta?.recipient).toBe('bc1qdeposit2')
  })
})

describe('allowance, approve and history', () => {
  it('has nothing to approve for a native coin', async () => {
    const query = {
      fromChain: 'anvil',
      toChain: 'bitcoin',
      tokenSymbol: 'ETH',
      tokenAddress: ethToBtc.fromTokenAddress,
      fromAddress: alice,
      bridge: 'outpoint-local',
    }
    expect((await getAllowance(client, query)).data?.allowance).toBe((2n ** 256n - 1n).toString())
    expect((await getApproveTransaction(client, { ...query, tokenAmount: '1' })).data).toEqual({
      tx: [],
    })
    const token = await getAllowance(client, { ...query, tokenAddress: alice })
    expect(token.response.status).toBe(400)
  })

  it("lists a user's swaps newest first, a page at a time", async () => {
    for (let count = 0; count < 3; count++)
      await sendTransfer(client, { ...ethToBtc, route: route() })
    const { data } = await getTransferHistory(client, {
      userAddress: alice.toUpperCase().replace('0X', '0x'),
      limit: 2,
      page: 1,
    })
    expect(data?.transactions.map((swap) => swap.id)).toEqual([3, 2])
    expect(data?.pageInfo).toEqual({ page: 1, limit: 2, total: 3 })
    const other = await getTransferHistory(client, {
      userAddress: '0x2222222222222222222222222222222222222222',
    })
    expect(other.data?.transactions).toEqual([])
    // Everyone's swaps, with their addresses, are no one's to list.
    const everyone = await fetch(`${service.url}/v0/transfer/history`)
    expect(everyone.status).toBe(400)
    expect(((await everyone.json()) as { message: string }).message).toMatch(/userAddress/)
  })
})

describe('liquidity', () => {
  it('quotes and takes only what the liquidity account can pay, and says the limit', async () => {
    evm.available = 2n * 10n ** 18n + 5n * 10n ** 15n
    // 99,999,999,999 BTC would buy about two trillion ETH at 20 ETH per BTC.
    const huge = await getQuote(client, { ...btcToEth, tokenAmount: '9999999999900000000' })
    expect(huge.response.status).toBe(400)
    expect((huge.error as { message: string }).message).toBe(
      'Amount too large: the service can pay at most 2.005 ETH now; ask for less.',
    )
    const sent = await sendTransfer(client, {
      ...btcToEth,
      tokenAmount: '9999999999900000000',
      route: route(),
    })
    expect(sent.response.status).toBe(400)
    // 0.1 BTC buys 1.98 ETH after the fee: within.
    expect((await getQuote(client, { ...btcToEth, tokenAmount: '10000000' })).response.status).toBe(
      200,
    )
  })
})

describe('pages of other sites', () => {
  it('cannot create a swap: no text/plain POST, no POST from an origin not allowed', async () => {
    const body = JSON.stringify({ ...ethToBtc, route: route() })
    const plain = await fetch(`${service.url}/v0/transfer/send`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    })
    expect(plain.status).toBe(415)
    for (const origin of ['https://evil.example', 'http://127.0.0.1:1']) {
      const crossSite = await fetch(`${service.url}/v0/transfer/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body,
      })
      expect(crossSite.status).toBe(403)
      expect(crossSite.headers.get('access-control-allow-origin')).toBeNull()
    }
    expect(service.engine.swaps.size).toBe(0)
    const fromApp = await fetch(`${service.url}/v0/transfer/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app },
      body,
    })
    expect(fromApp.status).toBe(200)
    expect(fromApp.headers.get('access-control-allow-origin')).toBe(app)
  })
})

describe('CORS', () => {
  it("lets the app's pages call it, and no other page, local ones included", async () => {
    const ask = (origin: string) =>
      fetch(`${service.url}/v0/transfer/quote`, { method: 'OPTIONS', headers: { origin } })
    const allowed = await ask(app)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(app)
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-swing-environment')
    for (const origin of ['http://localhost:4173', 'http://127.0.0.1:1', 'https://evil.example']) {
      expect((await ask(origin)).headers.get('access-control-allow-origin'), origin).toBeNull()
    }
  })
})
