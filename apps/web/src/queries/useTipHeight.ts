import {
  type BlockExtended,
  type ExplorerClient,
  getBlockTipHeight,
} from '@outpoint/explorer-client'
import type { TopicEvent } from '@outpoint/explorer-client/live'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../live/useLiveTopic'
import { useExplorerClient } from './client'
import { explorerKey } from './keys'

const blocksTopic = { type: 'data', name: 'blocks' } as const

/** The chain tip's height, for confirmations; {@link useTipHeight} keeps it current from the live feed. */
export function tipHeightQueryOptions(client: ExplorerClient) {
  return queryOptions<number>({
    queryKey: explorerKey(client, 'tip-height'),
    queryFn: ({ signal }) => getBlockTipHeight(client, { signal }),
    staleTime: 60_000,
  })
}

/**
 * The tip after a live `blocks` event: a `block` only raises it; a `blocks` list (on connect, or the new
 * chain after a reorg) sets it to its highest block, even when that is lower. An empty list leaves the tip
 * as it was. (The client checked the heights.)
 */
export function tipAfter(
  old: number | undefined,
  event: TopicEvent<typeof blocksTopic>,
): number | undefined {
  const blocks: readonly BlockExtended[] = event.key === 'block' ? [event.data] : event.data
  const heights = blocks.map((block) => block.height)
  if (heights.length === 0) return old
  const tip = Math.max(...heights)
  return event.key === 'blocks' || old === undefined ? tip : Math.max(old, tip)
}

/**
 * Confirmations of a block at `height`, or of a transaction mined in it, with the tip at `tip`. The block
 * itself counts, so a tip not yet raised past it (or not known yet) still gives 1.
 */
export function confirmations(height: number, tip: number | undefined): number {
  return tip === undefined ? 1 : Math.max(1, tip - height + 1)
}

/** The chain tip's height (undefined until known), raised by every new block the live feed announces. */
export function useTipHeight(): number | undefined {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  const options = tipHeightQueryOptions(client)
  useLiveTopic(blocksTopic, (event) => {
    queryClient.setQueryData<number>(options.queryKey, (old) => tipAfter(old, event))
  })
  return useQuery(options).data
}
