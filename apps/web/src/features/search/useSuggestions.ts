import {
  type ExplorerClient,
  isLiquidNetwork,
  type LiquidNetwork,
  searchLightning,
} from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useNetwork } from '../../app/useNetwork'
import { useExplorerClient } from '../../queries/client'
import { isBitcoinClient } from '../lightning/client'
import { hasLightning } from '../lightning/NoLightningHere'
import { lightningMatches } from './lightningSearch'
import { assetRegistryOptions, poolListOptions } from './nameListQueries'
import { assetSuggestions, lightningSuggestions, poolSuggestions } from './nameSuggestions'
import { isNameSearch, type Suggestion, shapeSuggestions } from './suggestion'

/** How long typing must pause before names are looked up. */
export const SUGGEST_DELAY_MS = 200

/** `value`, once it has not changed for `delay` ms. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

/**
 * Suggestions for the text being typed: its shape at once, then (after a pause) Lightning nodes and
 * channels, mining pools and Liquid assets by name, each only on networks that have them. A newer text
 * cancels the older one's Lightning request; pools and assets are lists fetched once and cached.
 */
export function useSuggestions(text: string): Suggestion[] {
  const network = useNetwork()
  const client = useExplorerClient()
  const trimmed = text.trim()
  const settled = useSettled(trimmed, SUGGEST_DELAY_MS)
  const current = settled === trimmed && isNameSearch(settled, network)
  const liquid = isLiquidNetwork(network)
  const pools = useQuery({ ...poolListOptions(client), enabled: current && !liquid })
  const assets = useQuery({
    ...assetRegistryOptions(client as ExplorerClient<LiquidNetwork>),
    enabled: current && liquid,
  })
  const [lightning, setLightning] = useState<{ text: string; found: Suggestion[] }>()

  useEffect(() => {
    if (!current || !hasLightning(network) || !isBitcoinClient(client)) return
    const controller = new AbortController()
    searchLightning(client, { query: settled, signal: controller.signal }).then(
      (result) =>
        setLightning({
          text: settled,
          found: lightningSuggestions(lightningMatches(network, result)),
        }),
      // Suggestions are a shortcut: a failure shows none, and Enter still says what went wrong.
      () => undefined,
    )
    return () => controller.abort()
  }, [client, network, settled, current])

  return useMemo(() => {
    const found = shapeSuggestions(trimmed, network)
    if (!current) return found
    if (lightning?.text === settled) found.push(...lightning.found)
    if (pools.data && !liquid) found.push(...poolSuggestions(pools.data, settled, network))
    if (assets.data && liquid) found.push(...assetSuggestions(assets.data, settled, network))
    return found
  }, [trimmed, network, current, lightning, settled, pools.data, assets.data, liquid])
}
