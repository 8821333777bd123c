import type { MempoolStatistic } from '@outpoint/explorer-client'
import type { BackendInfo, CoreMempoolInfo } from '@outpoint/explorer-client/live'
import { mempoolMinFee } from '../chain/mempool-fees.js'
import { bandOf, feeBands } from '../mining/fee-bands.js'
import type { HealthHost } from './ws-messages.js'

/** The relay floor (sat/vB) in BTC/kvB, as `getmempoolinfo` writes it. */
const minRelayFee = mempoolMinFee / 100_000

/** What the statistics read of a transaction: Bitcoin's and Liquid's records both have it. */
export interface CountedTx {
  readonly txid: string
  readonly vsize: number
  readonly fee: number
}

/** What the statistics read of a chain, whichever network's: its mempool and its tip. */
export interface CountedChain {
  readonly mempool: ReadonlyMap<string, CountedTx>
  readonly tip: { readonly height: number }
}

/** Running sums over the mempool, kept by the hub from each update's changes. */
export interface MempoolTotals {
  count: number
  vsize: number
  fees: number
}

/** The sums in one pass over the mempool (when a hub starts, or its running sums went wrong). */
export function mempoolTotals(chain: CountedChain): MempoolTotals {
  const totals = { count: 0, vsize: 0, fees: 0 }
  for (const record of chain.mempool.values()) addTo(totals, record, 1)
  return totals
}

/** Adds (`sign` 1) or takes out (-1) a transaction. */
export function addTo(totals: MempoolTotals, record: CountedTx, sign: 1 | -1): void {
  totals.count += sign
  totals.vsize += sign * record.vsize
  totals.fees += sign * record.fee
}

/** `getmempoolinfo` of the simulated node. Memory use is estimated at Core's usual ~4.9 bytes per vbyte. */
export function mempoolInfo(totals: MempoolTotals): CoreMempoolInfo {
  return {
    loaded: true,
    size: totals.count,
    bytes: totals.vsize,
    usage: Math.round(totals.vsize * 4.9),
    total_fee: totals.fees / 1e8,
    maxmempool: 300_000_000,
    mempoolminfee: minRelayFee,
    minrelaytxfee: minRelayFee,
    incrementalrelayfee: minRelayFee,
    unbroadcastcount: 0,
    fullrbf: true,
  }
}

/**
 * One statistics row of the mempool now (what `live-2h-chart` pushes every minute): the real mempool's
 * figures, where `/v1/statistics` models the past. Rates are banded times `rateScale` (Liquid's
 * `liquidRateScale`, as mempool does).
 */
export function statisticRow(
  chain: CountedChain,
  now: number,
  vBytesPerSecond: number,
  rateOf: (txid: string) => number | undefined,
  rateScale = 1,
): MempoolStatistic {
  const vsizes = feeBands.map(() => 0)
  let weight = 0
  let fees = 0
  for (const record of chain.mempool.values()) {
    const rate = rateOf(record.txid) ?? record.fee / record.vsize
    const band = bandOf(rate * rateScale)
    vsizes[band] = (vsizes[band] ?? 0) + record.vsize
    weight += record.vsize * 4
    fees += record.fee
  }
  return {
    added: Math.floor(now),
    count: chain.mempool.size,
    vbytes_per_second: vBytesPerSecond,
    total_fee: fees,
    mempool_byte_weight: weight,
    min_fee: mempoolMinFee,
    vsizes,
  }
}

/** simnet describes itself; `gitCommit` stays fixed so clients never see a new deployment. */
export const backendInfo: BackendInfo = {
  hostname: 'simnet',
  version: '0.1.0',
  gitCommit: '0000000',
  lightning: true,
  backend: 'esplora',
}

/** The `tomahawk` health list: one host, simnet itself, always in sync. */
export function healthHosts(chain: CountedChain): HealthHost[] {
  return [
    {
      host: 'simnet',
      active: true,
      rtt: 0,
      latestHeight: chain.tip.height,
      socket: true,
      outOfSync: false,
      unreachable: false,
      checked: true,
      lastChecked: Date.now(),
    },
  ]
}
