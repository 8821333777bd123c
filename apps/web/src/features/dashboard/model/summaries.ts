import { t } from '@lingui/core/macro'
import type {
  DifficultyAdjustment,
  RecommendedFees,
  ReplacementInfo,
} from '@outpoint/explorer-client'
import type { CoreMempoolInfo } from '@outpoint/explorer-client/live'

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
    { label: t`No priority`, rate: fees.economyFee },
    { label: t`Low priority`, rate: fees.hourFee },
    { label: t`Medium priority`, rate: fees.halfHourFee },
    { label: t`High priority`, rate: fees.fastestFee },
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
  const { usage, maxmempool, mempoolminfee: floor, minrelaytxfee: relay } = info
  return {
    count: info.size,
    vsize: info.bytes,
    usage,
    maxmempool,
    usageShare: maxmempool ? Math.min(1, usage / maxmempool) : undefined,
    minFee: Math.max(floor, relay) * btcPerKvbToSatPerVb,
    purging: floor > relay,
    totalFees: Math.round(info.total_fee * 1e8),
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
  // Liquid sends null for the previous retarget, and for the estimates early in an epoch.
  return {
    progress: Math.min(1, Math.max(0, da.progressPercent / 100)),
    change: da.difficultyChange ?? undefined,
    remainingBlocks: da.remainingBlocks,
    remainingTime: da.remainingTime ?? undefined,
    retargetDate: da.estimatedRetargetDate ?? undefined,
    previousRetarget: da.previousRetarget ?? undefined,
    nextRetargetHeight: da.nextRetargetHeight,
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

const rate = (fee: number, vsize: number): number | undefined => (vsize ? fee / vsize : undefined)

/** The `rbfLatestSummary` entries, newest first as sent. */
export function replacementViews(list: readonly ReplacementInfo[], keep = 6): ReplacementView[] {
  return list.slice(0, keep).map((r) => ({
    txid: r.txid,
    mined: r.mined,
    fullRbf: r.fullRbf,
    oldFee: r.oldFee,
    newFee: r.newFee,
    oldRate: rate(r.oldFee, r.oldVsize),
    newRate: rate(r.newFee, r.newVsize),
  }))
}
