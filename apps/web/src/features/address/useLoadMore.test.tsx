import { useQueryClient } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useExplorerClient } from '../../queries/client'
import { renderWithProviders } from '../../test/renderWithProviders'
import { fakeTx, fakeTxid } from '../transaction/test/txFixture'
import type { AddressHistory } from './history'
import { addressHistoryKey } from './queries'
import { TxHistoryList } from './TxHistoryList'
import { useLoadMore } from './useLoadMore'

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const txOf = (i: number) => fakeTx(1, { txid: fakeTxid(i.toString(16).padStart(2, '0')) })

/** Holds a full first page of ten, then asks for the next one when the button is pressed. */
function Probe() {
  const queryClient = useQueryClient()
  const client = useExplorerClient()
  useState(() =>
    queryClient.setQueryData<AddressHistory>(addressHistoryKey(client, ADDRESS), {
      txs: Array.from({ length: 10 }, (_, i) => txOf(i + 1)),
      done: false,
    }),
  )
  const { state, loadMore } = useLoadMore(ADDRESS)
  const history = queryClient.getQueryData<AddressHistory>(addressHistoryKey(client, ADDRESS))
  return (
    <>
      <button type="button" onClick={loadMore}>
        more
      </button>
      <p data-testid="state">{JSON.stringify({ ...state, error: undefined })}</p>
      <p data-testid="count">{history?.txs.length}</p>
    </>
  )
}

let answers: (() => Response)[] = []
let asked = 0
const unavailable = () => new Response('down', { status: 503 })
const limited = (seconds: number) => () =>
  new Response('slow down', { status: 429, headers: { 'retry-after': String(seconds) } })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  asked = 0
  vi.stubGlobal('fetch', async () => {
    asked++
    const answer = answers.shift()
    return answer ? answer() : Response.json([txOf(11), txOf(12), txOf(13)])
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}')
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('useLoadMore', () => {
  it('retries by the app policy: 1 s after a 503 (not worded as asked), what a 429 asks, then appends', async () => {
    answers = [unavailable, limited(3)]
    renderWithProviders(<Probe />)
    act(() => screen.getByRole('button').click())
    await advance(10)
    expect(state()).toEqual({ status: 'waiting', seconds: 1, asked: false })
    await advance(1000)
    await advance(10)
    expect(asked).toBe(2)
    expect(state()).toEqual({ status: 'waiting', seconds: 3, asked: true })
    await advance(2900)
    expect(asked).toBe(2)
    await advance(100)
    await advance(10)
    expect(asked).toBe(3)
    expect(state()).toEqual({ status: 'idle' })
    expect(screen.getByTestId('count')).toHaveTextContent('13')
  })

  it('gives up after the policy’s retries, one request at a time, and says so', async () => {
    answers = Array.from({ length: 10 }, () => unavailable)
    renderWithProviders(<Probe />)
    act(() => screen.getByRole('button').click())
    // A second press while one is under way asks nothing more.
    act(() => screen.getByRole('button').click())
    await advance(1000 + 2000 + 4000)
    await advance(10)
    expect(asked).toBe(4)
    expect(state().status).toBe('error')
    await advance(60_000)
    expect(asked).toBe(4)
  })
})

describe('TxHistoryList status line', () => {
  it('says a 503 wait is the service failing, a 429 wait is the service asking', () => {
    const list = (asked: boolean) => (
      <TxHistoryList
        highlight={undefined}
        txs={[]}
        done={false}
        tip={undefined}
        state={{ status: 'waiting', seconds: 2, asked }}
        loadMore={() => {}}
      />
    )
    const failing = renderWithProviders(list(false))
    const line = screen.getByTestId('address-tx-status')
    expect(line).toHaveTextContent('did not answer this time: trying again in 2 s')
    expect(line).not.toHaveTextContent('slow down')
    failing.unmount()
    renderWithProviders(list(true))
    expect(screen.getByTestId('address-tx-status')).toHaveTextContent(
      'asked us to slow down: trying again in 2 s',
    )
  })
})
