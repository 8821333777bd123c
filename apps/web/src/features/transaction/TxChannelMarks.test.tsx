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

function fakeFetch(asked: string[]) {
  return async (url: string) => {
    asked.push(url)
    return Response.json([
      {
        inputs: { 0: { id: '1', short_id: '600000x2x0' } },
        outputs: { 1: { id: '2', short_id: '700000x3x1' } },
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
