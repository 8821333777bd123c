import {
  type ExplorerClient,
  getEmergencySpentStats,
  getExpiredFederationUtxos,
  getFederationAddresses,
  getFederationUtxoCount,
  getFederationUtxos,
  getPegsByMonth,
  getPegsCount,
  getPegsTotal,
  getPegsVolume,
  getRecentPegs,
  getReservesAuditStatus,
  getReservesByMonth,
  getReservesTotal,
  type LiquidNetwork,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../queries/keys'
import { pegsPerPage } from './model'

export type LiquidClient = ExplorerClient<LiquidNetwork>

/** Every audit query starts with this key: a new Liquid block invalidates them all (useAuditLive). */
export const auditKey = (client: ExplorerClient) => explorerKey(client, 'liquid-audit')

/** One audit figure: `name` in the key, the action called with the client and the query's signal. */
function auditOptions<T>(
  client: LiquidClient,
  name: string,
  get: (client: LiquidClient, options: { signal: AbortSignal }) => Promise<T>,
) {
  return queryOptions({
    queryKey: [...auditKey(client), name] as const,
    queryFn: ({ signal }) => get(client, { signal }),
  })
}

export const pegsTotalOptions = (c: LiquidClient) => auditOptions(c, 'pegs', getPegsTotal)
export const reservesTotalOptions = (c: LiquidClient) =>
  auditOptions(c, 'reserves', getReservesTotal)
export const pegsMonthOptions = (c: LiquidClient) => auditOptions(c, 'pegs-month', getPegsByMonth)
export const reservesMonthOptions = (c: LiquidClient) =>
  auditOptions(c, 'reserves-month', getReservesByMonth)
export const pegsVolumeOptions = (c: LiquidClient) => auditOptions(c, 'volume', getPegsVolume)
export const pegsCountOptions = (c: LiquidClient) => auditOptions(c, 'pegs-count', getPegsCount)
export const auditStatusOptions = (c: LiquidClient) =>
  auditOptions(c, 'status', getReservesAuditStatus)
export const utxosOptions = (c: LiquidClient) => auditOptions(c, 'utxos', getFederationUtxos)
export const utxoCountOptions = (c: LiquidClient) =>
  auditOptions(c, 'utxo-count', getFederationUtxoCount)
export const expiredUtxosOptions = (c: LiquidClient) =>
  auditOptions(c, 'expired', getExpiredFederationUtxos)
export const emergencyStatsOptions = (c: LiquidClient) =>
  auditOptions(c, 'emergency-stats', getEmergencySpentStats)
export const addressesOptions = (c: LiquidClient) =>
  auditOptions(c, 'addresses', getFederationAddresses)

/** Page `page` (1 = newest) of the pegs list. */
export const pegsPageOptions = (client: LiquidClient, page: number) =>
  queryOptions({
    queryKey: [...auditKey(client), 'pegs-list', page] as const,
    queryFn: ({ signal }) => getRecentPegs(client, { offset: (page - 1) * pegsPerPage, signal }),
  })
