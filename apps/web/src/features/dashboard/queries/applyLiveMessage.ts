import type { ExplorerClient, MempoolStatistic } from '@outpoint/explorer-client'
import type { ServerMessage } from '@outpoint/explorer-client/live'
import type { QueryClient } from '@tanstack/react-query'
import { addBlock, recentBlocks } from '../model/mined-blocks'
import { appendStatistic } from '../model/statistics'
import { type DashboardData, type DashboardItem, dashboardKey } from './keys'

/** The latest transactions card shows what mempool.space's does: six. */
const keptTransactions = 6

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Writes one live message into the query cache, the only store of the dashboard's data. Messages come from
 * the network: one of the wrong shape is dropped and the last good data stays on screen.
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
      if (Array.isArray(data)) set('blocks', recentBlocks(data))
      return
    case 'block':
      set('blocks', (old) => addBlock(old, data))
      return
    case 'mempool-blocks':
      if (Array.isArray(data)) set('mempoolBlocks', data)
      return
    case 'mempoolInfo':
      if (isObject(data)) set('mempoolInfo', data)
      return
    case 'vBytesPerSecond':
      if (typeof data === 'number' && Number.isFinite(data)) set('vBytesPerSecond', data)
      return
    case 'fees':
      if (isObject(data)) set('fees', data)
      return
    case 'da':
      if (isObject(data)) set('da', data)
      return
    case 'transactions':
      if (Array.isArray(data)) set('transactions', data.filter(isObject).slice(0, keptTransactions))
      return
    case 'rbfSummary':
    case 'rbfLatestSummary':
      if (Array.isArray(data)) set('replacements', data.filter(isObject))
      return
    case 'live-2h-chart':
      if (isObject(data)) set('statistics', (old) => appendStatistic(old, data as MempoolStatistic))
      return
    default:
      return
  }
}
