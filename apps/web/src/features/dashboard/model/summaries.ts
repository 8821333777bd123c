import type {
  DifficultyAdjustment,
  RecommendedFees,
  ReplacementInfo,
} from '@outpoint/explorer-client'
import type { CoreMempoolInfo } from '@outpoint/explorer-client/live'
import { num } from './finite'

/** A typical one-input, two-output segwit payment: what the fee card prices each rate for. */
export const typicalVsize = 140

export interface FeeLevel {
  label: string
  /** sat/vB. */
  rate: number | undefined
}

/** mempool.space's four priorities, cheapest first. */
export function feeLevels(fees: RecommendedFees): FeeLevel[] {
  return [
    { label: 'No priority', rate: num(fees.economyFee) },
    { label: 'Low priority', rate: num(fees.hourFee) },
    { label: 'Medium priority', rate: num(fees.halfHourFee) },
    { label: 'High priority', rate: num(fees.fastestFee) },
  ]
}

/** bitcoind states relay fees in BTC per 1000 vbytes. */
const btcPerKvbToSatPerVb = 100_000

export interface MempoolSummary {
  count: number | undefined
  vsize: number | undefined
  usage: number | undefined
  maxmempool: number | undefined
  /** usage / maxmempool, 0..1. */
  usageShare: number | undefined
  /** sat/vB the node accepts now. */
  minFee: number | undefined
  /** The mempool is full and evicting: its floor has risen above the relay minimum. */
  purging: boolean
  /** sat. */
  totalFees: number | undefined
}

export function mempoolSummary(info: CoreMempoolInfo): MempoolSummary {
  const usage = num(info.usage)
  const max = num(info.maxmempool)
  const floor = num(info.mempoolminfee)
  const relay = num(info.minrelaytxfee)
  const minimum = Math.max(floor ?? 0, relay ?? 0)
  const totalFee = num(info.total_fee)
  return {
    count: num(info.size),
    vsize: num(info.bytes),
    usage,
    maxmempool: max,
    usageShare: usage !== undefined && max ? Math.min(1, usage / max) : undefined,
    minFee: floor === undefined && relay === undefined ? undefined : minimum * btcPerKvbToSatPerVb,
    purging: floor !== undefined && relay !== undefined && floor > relay,
    totalFees: totalFee === undefined ? undefined : Math.round(totalFee * 1e8),
  }
}

export interface DifficultySummary {
  /** 0..1 through the 2016-block epoch. */
  progress: number | undefined
  /** Estimated change, percent. */
  change: number | undefined
  remainingBlocks: number | undefined
  /** ms. */
  remainingTime: number | undefined
  /** ms since the epoch. */
  retargetDate: number | undefined
  /** Percent. */
  previousRetarget: number | undefined
  nextRetargetHeight: number | undefined
}

export function difficultySummary(da: DifficultyAdjustment): DifficultySummary {
  const percent = num(da.progressPercent)
  return {
    progress: percent === undefined ? undefined : Math.min(1, Math.max(0, percent / 100)),
    change: num(da.difficultyChange),
    remainingBlocks: num(da.remainingBlocks),
    remainingTime: num(da.remainingTime),
    retargetDate: num(da.estimatedRetargetDate),
    previousRetarget: num(da.previousRetarget),
    nextRetargetHeight: num(da.nextRetargetHeight),
  }
}

export interface ReplacementView {
  txid: string
  mined: boolean
  fullRbf: boolean
  oldFee: number | undefined
  newFee: number | undefined
  /** sat/vB. */
  oldRate: number | undefined
  newRate: number | undefined
}

const rate = (fee: number | undefined, vsize: unknown): number | undefined => {
  const size = num(vsize)
  return fee === undefined || !size ? undefined : fee / size
}

/** The `rbfLatestSummary` entries worth a row: those with a txid, newest first as sent. */
export function replacementViews(list: unknown, keep = 6): ReplacementView[] {
  if (!Array.isArray(list)) return []
  return list
    .filter((r): r is ReplacementInfo => typeof r?.txid === 'string')
    .slice(0, keep)
    .map((r) => {
      const oldFee = num(r.oldFee)
      const newFee = num(r.newFee)
      return {
        txid: r.txid,
        mined: r.mined === true,
        fullRbf: r.fullRbf === true,
        oldFee,
        newFee,
        oldRate: rate(oldFee, r.oldVsize),
        newRate: rate(newFee, r.newVsize),
      }
    })
}
