import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { DataHost } from '../../queries/dataHost'
import { readWalletSpec, type WalletSpec } from './model/descriptor'
import type { ScanApi } from './model/scan'
import { useWalletScan } from './useWalletScan'

const wallet = readWalletSpec(
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
) as WalletSpec
const host: DataHost = { host: 'h.test', sameOrigin: false }
const empty = {
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
}

/** A host whose addresses are all unused; while `hang` it answers nothing until the scan is cancelled. */
function fakeApi() {
  const control = { hang: false }
  const api: ScanApi = {
    stats: (address, signal) =>
      control.hang
        ? new Promise((_, reject) =>
            signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
          )
        : Promise.resolve({ address, chain_stats: empty, mempool_stats: empty }),
    transactions: async () => [],
    utxos: async () => [],
  }
  return { control, apiFor: () => api }
}

async function scannedOnce() {
  const { control, apiFor } = fakeApi()
  const hook = renderHook(() => useWalletScan('main', host, apiFor))
  act(() => hook.result.current.start(wallet, 2))
  await waitFor(() => expect(hook.result.current.state.phase).toBe('done'))
  control.hang = true
  return hook
}

describe('useWalletScan', () => {
  it('Cancel during a rescan puts the last result back, and it stays', async () => {
    const hook = await scannedOnce()
    const done = hook.result.current.state
    act(() => hook.result.current.start(wallet, 2))
    expect(hook.result.current.state).toMatchObject({ phase: 'scanning', previous: done })
    act(() => hook.result.current.cancel())
    expect(hook.result.current.state).toBe(done)
    // The cancelled scan's own ending comes after: it must not clear the result.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(hook.result.current.state).toBe(done)
  })

  it('a scan started over a running rescan keeps the last result on screen', async () => {
    const hook = await scannedOnce()
    const done = hook.result.current.state
    act(() => hook.result.current.start(wallet, 2))
    act(() => hook.result.current.start(wallet, 3))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(hook.result.current.state).toMatchObject({ phase: 'scanning', previous: done })
  })
})
