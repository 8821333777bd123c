import { useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { withLiveBlocks } from './liveBlocks'
import { blocksPageQueryOptions } from './queries'

/** Writes the live feed's blocks into page 1's cache entry: new blocks go on top, a reorg replaces them. */
export function useNewestBlocksLive(): void {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  const { queryKey } = blocksPageQueryOptions(client, 'tip')
  useLiveTopic({ type: 'data', name: 'blocks' }, (event) => {
    const blocks = event.key === 'block' ? [event.data] : event.data
    queryClient.setQueryData(queryKey, (old) => withLiveBlocks(old, blocks))
  })
}
