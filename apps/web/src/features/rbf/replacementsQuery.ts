import {
  type ExplorerClient,
  getFullRbfReplacements,
  getReplacements,
  type RbfTree,
} from '@outpoint/explorer-client'
import type { RbfMode } from '@outpoint/explorer-client/live'
import { queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../queries/keys'

/**
 * The latest replacement trees (`/v1/replacements`, or `/v1/fullrbf/replacements` for full RBF only);
 * the live feed's `rbfLatest` writes the same key (useReplacements).
 */
export function replacementsQueryOptions(client: ExplorerClient, mode: RbfMode) {
  return queryOptions<RbfTree[]>({
    queryKey: explorerKey(client, 'replacements', mode),
    queryFn: ({ signal }) =>
      mode === 'fullRbf'
        ? getFullRbfReplacements(client, { signal })
        : getReplacements(client, { signal }),
  })
}
