import { t } from '@lingui/core/macro'
import { isLiquidNetwork, type Network } from '@outpoint/explorer-client'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { networkLabels } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { describeError } from '../../components/errors/describeError'
import { useExplorerClient } from '../../queries/client'
import { analyticsEvents } from '../analytics/events'
import { searchKind } from '../analytics/searchKind'
import { useTrack } from '../analytics/useTrack'
import { classifySearch } from './classify'
import { findLightning, findNode, type LightningMatches } from './lightningSearch'
import { resolveHash } from './resolveHash'

/** What the search box shows under itself. */
export type SearchMessage =
  | { kind: 'error'; text: string }
  | { kind: 'elsewhere'; address: string; networks: Network[] }
  | { kind: 'lightning'; matches: LightningMatches }

export function notFoundMessage(network: Network): string {
  const name = networkLabels[network]
  return isLiquidNetwork(network)
    ? t`No asset, block or transaction with this id on ${name}.`
    : t`No transaction or block with this id on ${name}.`
}

/** Runs a search: navigates, or explains why it cannot. A newer search cancels an older one. */
export function useSearch() {
  const network = useNetwork()
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const track = useTrack()
  const [message, setMessage] = useState<SearchMessage | undefined>()
  const [busy, setBusy] = useState(false)
  const pending = useRef<AbortController | undefined>(undefined)

  useEffect(() => () => pending.current?.abort(), [])
  // A message belongs to the page it was given on: following one of its links (or any) clears it.
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path, which it does not read
  useEffect(() => setMessage(undefined), [pathname])

  const done = (path: string) => {
    setMessage(undefined)
    navigate(path)
  }

  const search = async (text: string): Promise<boolean> => {
    pending.current?.abort()
    const target = classifySearch(text, network)
    const kind = searchKind(target)
    if (kind) track(analyticsEvents.search, { kind })
    switch (target.kind) {
      case 'empty':
        setMessage(undefined)
        return false
      case 'go':
        done(target.path)
        return true
      case 'invalid':
        setMessage({ kind: 'error', text: target.message })
        return false
      case 'elsewhere':
        setMessage(target)
        return false
    }
    const controller = new AbortController()
    pending.current = controller
    setBusy(true)
    setMessage(undefined)
    try {
      if (target.kind === 'lightning') {
        const found = await findLightning(queryClient, client, target.text)
        if (controller.signal.aborted) return false
        if (found && 'path' in found) {
          done(found.path)
          return true
        }
        setMessage(
          found ? { kind: 'lightning', ...found } : { kind: 'error', text: target.message },
        )
        return false
      }
      if (target.kind === 'publicKey') {
        const node = await findNode(client, target.key, controller.signal)
        if (controller.signal.aborted) return false
        done(node ?? target.addressPath)
        return true
      }
      const path = await resolveHash(client, target.hash, controller.signal)
      if (controller.signal.aborted) return false
      if (path) {
        done(path)
        return true
      }
      setMessage({ kind: 'error', text: notFoundMessage(network) })
    } catch (error) {
      if (controller.signal.aborted) return false
      const { message } = describeError(error)
      setMessage({ kind: 'error', text: t`Could not look it up: ${message}` })
    } finally {
      if (pending.current === controller) {
        pending.current = undefined
        setBusy(false)
      }
    }
    return false
  }

  return { search, message, busy, clear: () => setMessage(undefined) }
}
