import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { TxChannelMarks } from './TxChannelMarks'

const txid = 'cc'.repeat(32)

/** The marks under a network-prefixed route, as the app mounts pages (useNetwork reads `:network`). */
const marksAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/:network/tx/x" element={<TxChannelMarks txid={txid} />} />
    </Routes>,
    path,
  )

/** One end of a channel as mempool's /channels/txids sends it (no node figures, is_disabled 0/1). */
const side = (key: string) => ({
  alias: null,
  public_key: key,
  base_fee_mtokens: 1000,
  cltv_delta: 40,
  fee_rate: 100,
  is_disabled: 0,
  max_htlc_mtokens: 990_000_000,
  min_htlc_mtokens: 1000,
  updated_at: null,
  funding_balance: 0,
  closing_balance: 0,
})

/** A channel of /channels/txids, with the ids the marks show. */
const channel = (id: string, shortId: string, status: 1 | 2) => ({
  id,
  short_id: shortId,
  capacity: 1_000_000,
  transaction_id: txid,
  transaction_vout: 1,
  closing_transaction_id: status === 2 ? txid : null,
  closing_fee: 0,
  closing_reason: status === 2 ? 1 : null,
  closing_date: status === 2 ? '2024-01-01T00:00:00.000Z' : null,
  updated_at: null,
  created: '2023-01-01T00:00:00.000Z',
  status,
  funding_ratio: null,
  closed_by: null,
  single_funded: true,
  node_left: side(`02${'a1'.repeat(32)}`),
  node_right: side(`03${'b2'.repeat(32)}`),
})

function fakeFetch(asked: string[]) {
  return async (url: string) => {
    asked.push(url)
    return Response.json([
      {
        inputs: { 0: channel('1', '600000x2x0', 2) },
        outputs: { 1: channel('2', '700000x3x1', 1) },
      },
    ])
  }
}

describe('TxChannelMarks', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('marks the closing input and the opening output, linked to their channels', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeFetch(asked))
    marksAt('/signet/tx/x')
    expect(await screen.findByTestId('tx-channel-close')).toHaveTextContent(
      'Input #0 closes channel 600000x2x0',
    )
    expect(screen.getByTestId('tx-channel-open')).toHaveTextContent(
      'Output #1 opens channel 700000x3x1',
    )
    expect(screen.getByRole('link', { name: 'channel 700000x3x1' })).toHaveAttribute(
      'href',
      '/signet/lightning/channel/700000x3x1',
    )
    expect(asked[0]).toContain(`/signet/api/v1/lightning/channels/txids?txId%5B%5D=${txid}`)
  })

  it('asks nothing on a network without Lightning', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', fakeFetch(asked))
    marksAt('/liquid/tx/x')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByTestId('tx-channel-marks')).toBeNull()
    expect(asked).toEqual([])
  })
})
