import { createExplorerClient } from '@outpoint/explorer-client'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { DataHost } from '../../queries/dataHost'
import type { WalletSpec } from './model/descriptor'
import { addressParams, type KeyNetwork } from './model/networks'
import { type ScanProgress, type ScanResult, scanWallet } from './model/scan'
import { clientScanApi } from './model/scanApi'
import { summarizeWallet, type WalletSummary } from './model/summary'

export type ScanState =
  | { phase: 'idle' }
  | { phase: 'scanning'; progress: ScanProgress; previous?: Done }
  | Done
  | { phase: 'failed'; error: unknown }

interface Done {
  phase: 'done'
  scan: ScanResult
  summary: WalletSummary
}

/**
 * Runs a scan of `spec` against the data host: one at a time (a new one cancels the one running), with
 * the client's own retries on so a rate limit waits for its Retry-After. A rescan keeps the last result
 * on screen while it runs.
 */
export function useWalletScan(network: KeyNetwork, dataHost: DataHost) {
  const [state, setState] = useState<ScanState>({ phase: 'idle' })
  const running = useRef<AbortController | undefined>(undefined)

  const cancel = useCallback(() => {
    running.current?.abort(new DOMException('Scan cancelled', 'AbortError'))
    running.current = undefined
  }, [])

  useEffect(() => cancel, [cancel])

  const start = useCallback(
    (spec: WalletSpec, gapLimit: number) => {
      cancel()
      const controller = new AbortController()
      running.current = controller
      const client = createExplorerClient({
        host: dataHost.host,
        network,
        ...(dataHost.protocol ? { protocol: dataHost.protocol } : {}),
      })
      setState((old) => ({
        phase: 'scanning',
        progress: { checked: 0, used: 0, detailed: 0 },
        ...(old.phase === 'done' ? { previous: old } : {}),
      }))
      scanWallet(spec, addressParams(network), clientScanApi(client), {
        gapLimit,
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted)
            setState((old) => (old.phase === 'scanning' ? { ...old, progress } : old))
        },
      }).then(
        (scan) => {
          if (controller.signal.aborted) return
          running.current = undefined
          setState({ phase: 'done', scan, summary: summarizeWallet(scan) })
        },
        (error: unknown) => {
          if (controller.signal.aborted) {
            setState((old) =>
              old.phase === 'scanning' && old.previous ? old.previous : { phase: 'idle' },
            )
            return
          }
          running.current = undefined
          setState({ phase: 'failed', error })
        },
      )
    },
    [network, dataHost, cancel],
  )

  const stop = useCallback(() => {
    const controller = running.current
    cancel()
    if (controller)
      setState((old) =>
        old.phase === 'scanning' && old.previous ? old.previous : { phase: 'idle' },
      )
  }, [cancel])

  return { state, start, cancel: stop }
}
