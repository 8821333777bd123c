import type { ExplorerClient } from '@outpoint/explorer-client'
import type { ServerMessage } from '@outpoint/explorer-client/live'
import type { QueryClient } from '@tanstack/react-query'
import { addBlock, recentBlocks } from '../model/mined-blocks'
import { appendStatistic } from '../model/statistics'
import { type DashboardData, type DashboardItem, dashboardKey } from './keys'

/** The latest transactions card shows what mempool.space's does: six. */
const keptTransactions = 6

/**
 * Writes one live message into the query cache, the only store of the dashboard's data. The client checked
 * each message against its type (a wrong one never arrives), so the data is written as it is.
 */
export function applyLiveMessage(
  queryClient: QueryClient,
  client: ExplorerClient,
  message: ServerMessage,
): void {
  const set = <K extends DashboardItem>(
    item: K,
    update:
      | DashboardData[K]
      | ((old: DashboardData[K] | undefined) => DashboardData[K] | undefined),
  ) => queryClient.setQueryData<DashboardData[K]>(dashboardKey(client, item), update)

  const { key, data } = message
  switch (key) {
    case 'blocks':
      set('blocks', recentBlocks(data))
      return
    case 'block':
      set('blocks', (old) => addBlock(old, data))
      return
    case 'mempool-blocks':
      set('mempoolBlocks', data)
      return
    case 'mempoolInfo':
      set('mempoolInfo', data)
      return
    case 'vBytesPerSecond':
      set('vBytesPerSecond', data)
      return
    case 'fees':
      set('fees', data)
      return
    case 'da':
      set('da', data)
      return
    case 'transactions':
      set('transactions', data.slice(0, keptTransactions))
      return
    case 'rbfSummary':
    case 'rbfLatestSummary':
      set('replacements', data)
      return
    case 'live-2h-chart':
      set('statistics', (old) => appendStatistic(old, data))
      return
    default:
      return
  }
}
