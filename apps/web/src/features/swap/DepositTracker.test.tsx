import { screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { fakeTx, fakeTxid } from '../transaction/test/txFixture'
import { DepositTracker, waitingPollMs } from './DepositTracker'

const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

it('sees a deposit made before the feed registered the address, by looking again while it waits', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  let paid = false
  const deposit = fakeTx(1, { txid: fakeTxid('de'), status: { confirmed: false } })
  const out = deposit.vout[0]
  if (out) Object.assign(out, { scriptpubkey_address: address, value: 400_000 })
  const asked: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    return Response.json(paid ? [deposit] : [])
  })
  renderWithProviders(<DepositTracker address={address} expected={1_000_000n} />)
  expect(await screen.findByTestId('swap-deposit-tracking')).toHaveAttribute(
    'data-state',
    'waiting',
  )
  await vi.waitFor(() => expect(asked).toHaveLength(1))
  // Paid in the gap: the feed says nothing (it registered the address afterwards).
  paid = true
  await vi.advanceTimersByTimeAsync(waitingPollMs)
  expect(await screen.findByTestId('swap-deposit-tx')).toHaveTextContent(fakeTxid('de'))
  // Seen: no more looking while the feed follows it.
  const seen = asked.length
  await vi.advanceTimersByTimeAsync(waitingPollMs * 3)
  expect(asked).toHaveLength(seen)
})
