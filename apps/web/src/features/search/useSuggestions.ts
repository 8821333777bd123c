import { type ExplorerClient, isLiquidNetwork, type LiquidNetwork } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useNetwork } from '../../app/useNetwork'
import { useDebounced } from '../../components/useDebounced'
import { useExplorerClient } from '../../queries/client'
import { hasLightning } from '../lightning/NoLightningHere'
import { lightningSearchOptions } from './lightningSearch'
import { assetRegistryOptions, poolListOptions } from './nameListQueries'
import { assetSuggestions, lightningSuggestions, poolSuggestions } from './nameSuggestions'
import { isNameSearch, type Suggestion, shapeSuggestions } from './suggestion'

/** How long typing must pause before names are looked up. */
const SUGGEST_DELAY_MS = 200

/**
 * Suggestions for the text being typed: its shape at once, then (after a pause) Lightning nodes and
 * channels, mining pools and Liquid assets by name, each only on networks that have them. A newer text
 * cancels the older one's Lightning request; pools and assets are lists fetched once and cached.
 */
export function useSuggestions(text: string): Suggestion[] {
  const network = useNetwork()
  const client = useExplorerClient()
  const trimmed = text.trim()
  const settled = useDebounced(trimmed, SUGGEST_DELAY_MS)
  const current = settled === trimmed && isNameSearch(settled, network)
  const liquid = isLiquidNetwork(network)
  const pools = useQuery({ ...poolListOptions(client), enabled: current && !liquid })
  const assets = useQuery({
    ...assetRegistryOptions(client as ExplorerClient<LiquidNetwork>),
    enabled: current && liquid,
  })
  // Keyed by the text as typed, so a key press leaves the older text's query: TanStack cancels its
  // request. A failure shows none: suggestions are a shortcut, and Enter still says what went wrong.
  const lightning = useQuery({
    ...lightningSearchOptions(client, trimmed),
    enabled: current && hasLightning(network),
  })

  return useMemo(() => {
    const found = shapeSuggestions(trimmed, network)
    if (!current) return found
    if (lightning.data) found.push(...lightningSuggestions(lightning.data))
    if (pools.data && !liquid) found.push(...poolSuggestions(pools.data, settled, network))
    if (assets.data && liquid) found.push(...assetSuggestions(assets.data, settled, network))
    return found
  }, [trimmed, network, current, lightning.data, settled, pools.data, assets.data, liquid])
}
