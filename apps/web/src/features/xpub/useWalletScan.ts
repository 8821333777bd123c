import { createExplorerClient } from '@outpoint/explorer-client'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { DataHost } from '../../queries/dataHost'
import type { WalletSpec } from './model/descriptor'
import { addressParams, type KeyNetwork } from './model/networks'
import { type ScanApi, type ScanProgress, type ScanResult, scanWallet } from './model/scan'
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
export function useWalletScan(
  network: KeyNetwork,
  dataHost: DataHost,
  apiFor: (network: KeyNetwork, dataHost: DataHost) => ScanApi = hostScanApi,
) {
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
      setState((old) => {
        // A scan started over a running one keeps the result that one kept.
        const previous =
          old.phase === 'done' ? old : old.phase === 'scanning' ? old.previous : undefined
        return {
          phase: 'scanning',
          progress: { checked: 0, used: 0, detailed: 0 },
          ...(previous ? { previous } : {}),
        }
      })
      scanWallet(spec, addressParams(network), apiFor(network, dataHost), {
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
          // Cancelled: stop() has put the last result back, or a new scan runs in its place.
          if (controller.signal.aborted) return
          running.current = undefined
          setState({ phase: 'failed', error })
        },
      )
    },
    [network, dataHost, apiFor, cancel],
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

/** The scan's questions to the data host, through the explorer client. */
function hostScanApi(network: KeyNetwork, dataHost: DataHost): ScanApi {
  const client = createExplorerClient({
    host: dataHost.host,
    network,
    ...(dataHost.protocol ? { protocol: dataHost.protocol } : {}),
  })
  return clientScanApi(client)
}
