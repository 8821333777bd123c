// @vitest-environment happy-dom
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSwapClients } from './clients'
import type { QuoteRequest, SwapQuote } from './model/quote'
import { isStale } from './model/quoteTiming'
import { quoteQueryOptions, statusQueryOptions } from './queries'

/** A stand-in for the service: answers each call with the next of `answers` (the last one repeats). */
function fakeService(answers: Array<() => Response>) {
  const calls: string[] = []
  const fetch = async (input: RequestInfo | URL) => {
    calls.push(String(input instanceof Request ? input.url : input))
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]
    if (!answer) throw new Error('no answer')
    return answer()
  }
  return { calls, clients: createSwapClients('http://swap.test', fetch) }
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const offline = () => {
  throw new TypeError('Failed to fetch')
}

const request: QuoteRequest = {
  fromChain: 'anvil',
  toChain: 'bitcoin',
  tokenSymbol: 'ETH',
  fromTokenAddress: '0x0000000000000000000000000000000000000000',
  toTokenSymbol: 'BTC',
  toTokenAddress: 'btc',
  tokenAmount: '1000000000000000000',
  fromUserAddress: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B',
  toUserAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
}
const quote = (amount: string) =>
  json({
    routes: [
      {
        duration: 1,
        route: [{ bridge: 'local', steps: [] }],
        quote: { integration: 'local', amount, decimals: 8, fees: [] },
      },
    ],
  })

let queryClient: QueryClient
beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
})
afterEach(() => {
  queryClient.clear()
  vi.useRealTimers()
})

describe('quote refresh', () => {
  const timing = { lifetimeMs: 10_000, leadMs: 2_000 }

  it('asks again before the quote expires, so a fresh one is there in time', async () => {
    const service = fakeService([quote('5000000'), quote('5100000')])
    const observer = new QueryObserver(
      queryClient,
      quoteQueryOptions(service.clients, request, 18, timing),
    )
    const seen: Array<SwapQuote | undefined> = []
    const stop = observer.subscribe((result) => seen.push(result.data))
    await vi.advanceTimersByTimeAsync(0)
    expect(service.calls).toHaveLength(1)
    const first = observer.getCurrentResult().data
    expect(first?.expiresAt).toBe(1_010_000)

    await vi.advanceTimersByTimeAsync(7_900)
    expect(service.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(200)
    expect(service.calls).toHaveLength(2)
    const second = observer.getCurrentResult().data
    expect(second?.toAmount).toBe(5_100_000n)
    expect(second && isStale(second.expiresAt, Date.now())).toBe(false)
    expect(service.calls[0]).toContain('/v0/transfer/quote?')
    stop()
  })

  it('keeps the old quote when a refresh fails, and it goes stale at its expiry', async () => {
    const service = fakeService([quote('5000000'), offline])
    const observer = new QueryObserver(
      queryClient,
      quoteQueryOptions(service.clients, request, 18, timing),
    )
    const stop = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(8_100)
    expect(service.calls).toHaveLength(2)
    const result = observer.getCurrentResult()
    expect(result.error).toBeInstanceOf(TypeError)
    const kept = result.data
    expect(kept?.toAmount).toBe(5_000_000n)
    expect(kept && isStale(kept.expiresAt, Date.now())).toBe(false)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(kept && isStale(kept.expiresAt, Date.now())).toBe(true)
    // It keeps trying, every two seconds at most, while the service is down.
    const tried = service.calls.length
    await vi.advanceTimersByTimeAsync(1_000)
    expect(service.calls.length - tried).toBeLessThanOrEqual(1)
    stop()
  })
})

describe('status following', () => {
  it('asks until a final status, then stops', async () => {
    const statuses = ['Submitted', 'Pending Source Chain', 'Pending Destination Chain', 'Completed']
    const service = fakeService(statuses.map((status) => json({ id: 7, status })))
    const observer = new QueryObserver(queryClient, statusQueryOptions(service.clients, '7', 1_000))
    const seen: string[] = []
    const stop = observer.subscribe((result) => {
      const status = result.data?.status
      if (status && seen.at(-1) !== status) seen.push(status)
    })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(seen).toEqual(statuses)
    expect(service.calls).toHaveLength(4)
    expect(service.calls[0]).toBe('http://swap.test/v0/transfer/status?id=7')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(service.calls).toHaveLength(4)
    stop()
  })

  it('keeps following through a refund until it is refunded', async () => {
    const statuses = ['Submitted', 'Refund Required', 'Refund Required', 'Refunded']
    const service = fakeService(statuses.map((status) => json({ id: 8, status })))
    const observer = new QueryObserver(queryClient, statusQueryOptions(service.clients, '8', 1_000))
    const stop = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(20_000)
    expect(observer.getCurrentResult().data?.status).toBe('Refunded')
    expect(service.calls).toHaveLength(4)
    stop()
  })
  it('stops asking when the service knows no such swap', async () => {
    const service = fakeService([json({ message: 'No swap 99' }, 404)])
    const observer = new QueryObserver(
      queryClient,
      statusQueryOptions(service.clients, '99', 1_000),
    )
    const stop = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(10_000)
    expect(service.calls).toHaveLength(1)
    expect(observer.getCurrentResult().error).toMatchObject({ status: 404, body: 'No swap 99' })
    stop()
  })

  it('keeps asking through network failures', async () => {
    const service = fakeService([offline, offline, json({ id: 5, status: 'Completed' })])
    const observer = new QueryObserver(queryClient, statusQueryOptions(service.clients, '5', 1_000))
    const stop = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(60_000)
    expect(observer.getCurrentResult().data?.status).toBe('Completed')
    const calls = service.calls.length
    await vi.advanceTimersByTimeAsync(10_000)
    expect(service.calls).toHaveLength(calls)
    stop()
  })
})
