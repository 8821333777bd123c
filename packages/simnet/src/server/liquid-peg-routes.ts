import { feeEstimates } from '../chain/mempool-fees.js'
import { type ProjectedBlock, recentProjection } from '../chain/projection.js'
import { liquidTime } from '../liquid/live.js'
import {
  bitcoinBlockHash,
  type FederationBooks,
  type FederationTxo,
  federationBooks,
} from '../liquid/pegs.js'
import type { LiquidSim } from '../liquid/sim.js'
import { HttpError, type Router } from './router.js'

/*
 * mempool's Liquid peg and reserve routes (backend/src/api/liquid/liquid.routes.ts, elements-parser.ts),
 * with the types its database driver gives them: a SQL SUM is a DECIMAL, sent as a decimal string (null
 * over no row); COUNT(*) and the table's int columns are numbers.
 */

/** A SQL SUM as mysql2 sends it: decimal text, or null when no row was summed. */
const sum = (values: number[]): string | null =>
  values.length ? String(values.reduce((n, v) => n + v, 0)) : null

/** `DATE_FORMAT(FROM_UNIXTIME(t), '%Y-%m-01')` in UTC. */
const monthOf = (time: number): string => `${new Date(time * 1000).toISOString().slice(0, 7)}-01`

/** The start of the month after the one `time` is in (Unix seconds, UTC). */
function nextMonth(time: number): number {
  const date = new Date(time * 1000)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000
}

/**
 * Audit lag tolerated before the audit counts as behind: elements-parser.ts's `auditSyncToleranceBlocks`
 * (dynamic-federation version), over the 102 confirmations a peg-in needs.
 */
const auditSyncToleranceBlocks = 105

/**
 * `/v1/liquid/reserves/status` (elements-parser $getAuditStatus): the audit counts as synced when the parent
 * node has at most 3 headers it has not validated and the audit trails its blocks by at most
 * {@link auditSyncToleranceBlocks}.
 */
export function reservesStatus(
  bitcoinBlocks: number,
  bitcoinHeaders: number,
  lastBlockAudit: number,
) {
  return {
    bitcoinBlocks,
    bitcoinHeaders,
    lastBlockAudit,
    isAuditSynced:
      bitcoinHeaders - bitcoinBlocks <= 3 &&
      bitcoinBlocks - lastBlockAudit <= auditSyncToleranceBlocks,
  }
}

/**
 * The parent's next-block fee rate as `$getExpiredUtxos` takes it: `estimatesmartfee(1)` (BTC/kvB) times
 * 1e8 / 1000, rounded, i.e. sat/vB rounded; simnet's estimate is its parent projection's (`/fee-estimates`).
 */
export const nextBlockFeeRate = (blocks: readonly ProjectedBlock[]): number =>
  Math.round(feeEstimates(blocks)['1'] ?? 1)

/** elements-parser's isDust: worth no more than spending it costs (a P2WSH 11-of-15 input is about 450 vB). */
export const isDust = (amount: number, feeRate: number): boolean => amount <= 450 * feeRate

/** The parent chain's next-block rate; without a parent (a network generated alone), the floor. */
const parentFeeRate = (sim: LiquidSim): number =>
  nextBlockFeeRate(sim.parent ? recentProjection(sim.parent.chain).blocks : [])

/** SUM(amount) grouped by month, months in ascending order. */
function byMonth(rows: { time: number; amount: number }[]) {
  const months = new Map<string, number[]>()
  for (const row of rows) {
    const month = monthOf(row.time)
    months.set(month, [...(months.get(month) ?? []), row.amount])
  }
  return [...months.keys()].sort().map((date) => ({ amount: sum(months.get(date) ?? []), date }))
}

const held = (t: FederationTxo) => !t.spentAt && !t.expiredAt

/** A `federation_txos` row as the utxo queries select it. */
const utxoJson = (t: FederationTxo) => ({
  txid: t.txid,
  txindex: t.txindex,
  bitcoinaddress: t.bitcoinaddress,
  amount: t.amount,
  blocknumber: t.blocknumber,
  blocktime: t.blocktime,
  pegtxid: t.pegtxid,
  pegindex: t.pegindex,
  pegblocktime: t.pegblocktime,
  timelock: t.timelock,
  expiredAt: t.expiredAt,
})

const newestFirst = (a: FederationTxo, b: FederationTxo) => b.blocktime - a.blocktime

/** `$getExpiredUtxos`: unspent outputs past their timelock, newest first, each with `isDust`. */
export function expiredUtxos(books: FederationBooks, feeRate: number) {
  return books.txos
    .filter((t) => !t.spentAt && t.expiredAt)
    .sort(newestFirst)
    .map((t) => ({ ...utxoJson(t), isDust: isDust(t.amount, feeRate) }))
}

function addresses(books: FederationBooks) {
  const balances = new Map<string, number[]>()
  for (const t of books.txos.filter(held)) {
    balances.set(t.bitcoinaddress, [...(balances.get(t.bitcoinaddress) ?? []), t.amount])
  }
  return [...balances]
    .map(([bitcoinaddress, amounts]) => ({
      bitcoinaddress,
      total: amounts.reduce((n, a) => n + a),
    }))
    .sort((a, b) => b.total - a.total)
    .map((a) => ({ bitcoinaddress: a.bitcoinaddress, balance: String(a.total) }))
}

/** Outputs added in a month and still held at its end (`$getFederationReservesByMonth`). */
function reservesByMonth(books: FederationBooks) {
  return byMonth(
    books.txos
      .filter((t) => {
        const end = nextMonth(t.blocktime)
        return (!t.spentAt || t.spentAt > end) && (!t.expiredAt || t.expiredAt > end)
      })
      .map((t) => ({ time: t.blocktime, amount: t.amount })),
  )
}

/** The last day's pegs: peg-ins then peg-outs, each SUM(amount) AS volume, COUNT(*) AS number. */
function volume(books: FederationBooks, now: number) {
  const recent = books.pegs.filter((p) => p.datetime > now - 86_400)
  return [recent.filter((p) => p.amount > 0), recent.filter((p) => p.amount < 0)].map((rows) => ({
    volume: sum(rows.map((p) => p.amount)),
    number: rows.length,
  }))
}

/**
 * `/liquid/pegs/list/:count`: 15 rows newest block first from offset `count` (`parseInt`; NaN or a
 * negative OFFSET fails the query: 500).
 */
function pegsList(books: FederationBooks, count: string | undefined) {
  const offset = Number.parseInt(count ?? '', 10)
  if (!(offset >= 0)) throw new HttpError(500, 'Failed to get pegs list')
  return books.pegs
    .slice()
    .reverse()
    .slice(offset, offset + 15)
    .map((p) => ({
      txid: p.txid,
      txindex: p.txindex,
      amount: p.amount,
      bitcoinaddress: p.bitcoinaddress,
      bitcointxid: p.bitcointxid,
      bitcoinindex: p.bitcoinindex,
      blocktime: p.datetime,
    }))
}

/** mempool's `/v1/liquid/pegs*` and `/v1/liquid/reserves*` routes of a Liquid network. */
export function liquidPegRoutes(router: Router<LiquidSim>): Router<LiquidSim> {
  const books = (state: LiquidSim) => federationBooks(state, liquidTime(state))
  return (
    router
      .get('/v1/liquid/pegs', ({ state }) => ({
        json: {
          amount: sum(books(state).pegs.map((p) => p.amount)),
          lastBlockUpdate: state.chain.tip.height,
          hash: state.chain.tip.hash,
        },
      }))
      .get('/v1/liquid/pegs/month', ({ state }) => ({
        json: byMonth(books(state).pegs.map((p) => ({ time: p.datetime, amount: p.amount }))),
      }))
      .get('/v1/liquid/pegs/list/:count', ({ state, params }) => ({
        json: pegsList(books(state), params.count),
      }))
      .get('/v1/liquid/pegs/volume', ({ state }) => ({
        json: volume(books(state), liquidTime(state)),
      }))
      .get('/v1/liquid/pegs/count', ({ state }) => ({
        json: { pegs_count: books(state).pegs.length },
      }))
      .get('/v1/liquid/reserves', ({ state }) => {
        const b = books(state)
        return {
          json: {
            amount: sum(b.txos.filter(held).map((t) => t.amount)),
            lastBlockUpdate: b.lastBlockAudit,
            hash: bitcoinBlockHash(state, b.lastBlockAudit),
          },
        }
      })
      .get('/v1/liquid/reserves/month', ({ state }) => ({ json: reservesByMonth(books(state)) }))
      .get('/v1/liquid/reserves/addresses', ({ state }) => ({ json: addresses(books(state)) }))
      .get('/v1/liquid/reserves/addresses/total', ({ state }) => ({
        json: { address_count: addresses(books(state)).length },
      }))
      .get('/v1/liquid/reserves/utxos', ({ state }) => ({
        json: books(state).txos.filter(held).sort(newestFirst).map(utxoJson),
      }))
      .get('/v1/liquid/reserves/utxos/total', ({ state }) => ({
        json: { utxo_count: books(state).txos.filter(held).length },
      }))
      .get('/v1/liquid/reserves/utxos/expired', ({ state }) => ({
        json: expiredUtxos(books(state), parentFeeRate(state)),
      }))
      // Simnet's federation never spends with its emergency keys.
      .get('/v1/liquid/reserves/utxos/emergency-spent', () => ({ json: [] }))
      .get('/v1/liquid/reserves/utxos/emergency-spent/stats', () => ({
        json: { utxo_count: 0, total_amount: null },
      }))
      // Simnet's parent validates every header it has: its blocks are its headers.
      .get('/v1/liquid/reserves/status', ({ state }) => {
        const b = books(state)
        return { json: reservesStatus(b.bitcoinTip, b.bitcoinTip, b.lastBlockAudit) }
      })
  )
}
