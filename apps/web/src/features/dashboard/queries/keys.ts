import type {
  BlockExtended,
  DifficultyAdjustment,
  ExplorerClient,
  MempoolBlock,
  MempoolStatistic,
  RecommendedFees,
  ReplacementInfo,
  StrippedTransaction,
} from '@outpoint/explorer-client'
import type { CoreMempoolInfo } from '@outpoint/explorer-client/live'
import { explorerKey } from '../../../queries/keys'

/** What the dashboard keeps in the query cache, per item, as the service sent it (wire shapes). */
export interface DashboardData {
  /** Newest first, at most `keptBlocks`. */
  blocks: BlockExtended[]
  mempoolBlocks: MempoolBlock[]
  mempoolInfo: CoreMempoolInfo
  vBytesPerSecond: number
  fees: RecommendedFees
  da: DifficultyAdjustment
  transactions: StrippedTransaction[]
  replacements: ReplacementInfo[]
  /** Statistics rows of the last two hours, oldest first: REST history plus `live-2h-chart` pushes. */
  statistics: MempoolStatistic[]
}

export type DashboardItem = keyof DashboardData

/** `['explorer', baseUrl, 'dashboard', item]`: one network and host per key, like every explorer key. */
export function dashboardKey<K extends DashboardItem>(client: ExplorerClient, item: K) {
  return explorerKey(client, 'dashboard', item)
}
