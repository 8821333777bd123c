import { plural, t } from '@lingui/core/macro'
import type { FederationUtxo, MonthlyAmount, ReservesAuditStatus } from '@outpoint/explorer-client'
import { formatInteger } from '../../format/number'

/** Pegs per page of `/audit/pegs`: what `/v1/liquid/pegs/list/:offset` answers. */
export const pegsPerPage = 15

/** Bitcoin blocks before its timelock within which a federation output counts as expiring soon (a week). */
export const expiringWithin = 1008

/** A `/audit/pegs/:page` value read: the page (1 = the newest pegs), or why it is not one. */
export type AuditPageParam = { kind: 'page'; page: number } | { kind: 'invalid'; reason: string }

/** `/audit/pegs` is page 1; otherwise a whole number from 1 up, written plainly. */
export function readPegsPage(value: string | undefined): AuditPageParam {
  if (value === undefined || value === '') return { kind: 'page', page: 1 }
  const page = /^[1-9]\d{0,8}$/.test(value) ? Number(value) : Number.NaN
  if (Number.isSafeInteger(page)) return { kind: 'page', page }
  return {
    kind: 'invalid',
    reason: t`"${value}" is not a page number: pages are whole numbers from 1 (the newest pegs).`,
  }
}

/** Pages `count` pegs fill (at least one, so an empty list still has its page). */
export function pegsPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / pegsPerPage))
}

/** Seconds of a `YYYY-MM-01` month (UTC), or undefined when it is not one. */
export function monthTime(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-01$/.exec(date)
  if (!match) return undefined
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, 1) / 1000
}

export interface SupplySeries {
  /** Month starts, seconds, ascending. */
  times: number[]
  /** L-BTC issued by the end of each month (the pegs' running total); the last month is the supply now. */
  supply: number[]
  /**
   * Per month, the reserves as `/v1/liquid/reserves/month` sends them (the outputs the federation received
   * that month and still held at its end; 0 in a month it has no row for); the last month is the reserves now.
   */
  reserves: number[]
}

/** The supply and the reserves now (`/v1/liquid/pegs`, `/v1/liquid/reserves`), for the chart's last month. */
export interface CurrentTotals {
  supply: number
  reserves: number
}

/**
 * The chart's two series over the months either monthly route has, as mempool.space draws them: the pegs
 * summed into the supply, the reserves month by month as sent (each month's figure already says what was
 * held, so a running total would count an output again after it was spent), and the last month the
 * totals now, which are newer than the monthly figures.
 */
export function supplySeries(
  pegs: readonly MonthlyAmount[],
  reserves: readonly MonthlyAmount[],
  now: CurrentTotals,
): SupplySeries {
  const months = new Map<number, { pegs: number; reserves: number }>()
  const add = (rows: readonly MonthlyAmount[], field: 'pegs' | 'reserves') => {
    for (const row of rows) {
      const time = monthTime(row.date)
      if (time === undefined) continue
      const month = months.get(time) ?? { pegs: 0, reserves: 0 }
      month[field] += row.amount
      months.set(time, month)
    }
  }
  add(pegs, 'pegs')
  add(reserves, 'reserves')
  const times = [...months.keys()].sort((a, b) => a - b)
  let supply = 0
  const series: SupplySeries = { times, supply: [], reserves: [] }
  for (const time of times) {
    const month = months.get(time)
    supply += month?.pegs ?? 0
    series.supply.push(supply)
    series.reserves.push(month?.reserves ?? 0)
  }
  const last = times.length - 1
  if (last >= 0) {
    series.supply[last] = now.supply
    series.reserves[last] = now.reserves
  }
  return series
}

/**
 * Where the audit stands, in words. The service audits a Bitcoin block only once another is mined on it
 * (mempool's elements-parser waits one confirmation), so a synced audit trails the tip by a block: said
 * as waiting, not as behind. Whether it is synced is the service's `isAuditSynced`, as on mempool.space.
 */
export function auditProgress(s: ReservesAuditStatus): { synced: boolean; words: string } {
  const last = formatInteger(s.lastBlockAudit)
  const tip = formatInteger(s.bitcoinBlocks)
  const behind = Math.max(0, s.bitcoinBlocks - s.lastBlockAudit)
  if (!s.isAuditSynced) {
    return {
      synced: false,
      words: plural(behind, {
        one: `Audit in progress: Bitcoin block ${last} of ${tip}, # block behind`,
        other: `Audit in progress: Bitcoin block ${last} of ${tip}, # blocks behind`,
      }),
    }
  }
  if (behind === 0) {
    return { synced: true, words: t`Up to date: audited to Bitcoin block ${last}, the tip` }
  }
  if (behind === 1) {
    return {
      synced: true,
      words: t`Up to date: audited to Bitcoin block ${last}; block ${tip}, the tip, waits for a confirmation`,
    }
  }
  const next = formatInteger(s.lastBlockAudit + 1)
  return {
    synced: true,
    words: t`Up to date: audited to Bitcoin block ${last}; blocks ${next} to ${tip} wait for confirmations`,
  }
}

export interface Backing {
  /** Reserves over supply (1 = fully backed), undefined when there is no supply to back. */
  ratio: number | undefined
  /** The ratio said in words. */
  words: string
}

/** How well the BTC reserves back the L-BTC supply. */
export function backing(supply: number | null, reserves: number | null): Backing {
  if (!supply || supply <= 0) return { ratio: undefined, words: t`No L-BTC has been issued yet.` }
  const ratio = (reserves ?? 0) / supply
  if (ratio >= 1) return { ratio, words: t`The reserves cover the whole L-BTC supply.` }
  return { ratio, words: t`The reserves fall short of the L-BTC supply.` }
}

/** Bitcoin blocks left before an output's timelock ends, counted from the last audited block. */
export const blocksToExpiry = (utxo: FederationUtxo, lastBlockAudit: number): number =>
  utxo.blocknumber + utxo.timelock - lastBlockAudit

/** The held outputs whose timelock ends within {@link expiringWithin} blocks of the last audited one. */
export function expiringSoon(
  utxos: readonly FederationUtxo[],
  lastBlockAudit: number,
): FederationUtxo[] {
  return utxos.filter((u) => {
    const left = blocksToExpiry(u, lastBlockAudit)
    return left > 0 && left <= expiringWithin
  })
}
