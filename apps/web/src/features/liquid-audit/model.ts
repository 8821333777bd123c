import type { FederationUtxo, MonthlyAmount } from '@outpoint/explorer-client'

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
    reason: `"${value}" is not a page number: pages are whole numbers from 1 (the newest pegs).`,
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
  /** L-BTC issued by the end of each month (the pegs' running total). */
  supply: number[]
  /** BTC the federation held by the end of each month (the reserves' running total). */
  reserves: number[]
}

/**
 * Both monthly series over the months either has, each as its running total: what the supply and the
 * reserves stood at month by month. A month one series lacks adds nothing to it.
 */
export function supplySeries(
  pegs: readonly MonthlyAmount[],
  reserves: readonly MonthlyAmount[],
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
  let held = 0
  const series: SupplySeries = { times, supply: [], reserves: [] }
  for (const time of times) {
    const month = months.get(time)
    supply += month?.pegs ?? 0
    held += month?.reserves ?? 0
    series.supply.push(supply)
    series.reserves.push(held)
  }
  return series
}

export interface Backing {
  /** Reserves over supply (1 = fully backed), undefined when there is no supply to back. */
  ratio: number | undefined
  /** The ratio said in words. */
  words: string
}

/** How well the BTC reserves back the L-BTC supply. */
export function backing(supply: number | null, reserves: number | null): Backing {
  if (!supply || supply <= 0) return { ratio: undefined, words: 'No L-BTC has been issued yet.' }
  const ratio = (reserves ?? 0) / supply
  if (ratio >= 1) return { ratio, words: 'The reserves cover the whole L-BTC supply.' }
  return { ratio, words: 'The reserves fall short of the L-BTC supply.' }
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
