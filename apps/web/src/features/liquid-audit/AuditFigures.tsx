import { useQuery } from '@tanstack/react-query'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { countOf, formatInteger } from '../../format/number'
import { formatPercent } from '../../format/percent'
import { Coins } from './Coins'
import { Figure } from './Figure'
import { auditProgress, backing, expiringSoon, expiringWithin } from './model'
import {
  auditStatusOptions,
  emergencyStatsOptions,
  expiredUtxosOptions,
  pegsTotalOptions,
  pegsVolumeOptions,
  reservesTotalOptions,
  utxoCountOptions,
  utxosOptions,
} from './queries'
import { useLiquidClient } from './useLiquidClient'

/** Where the audit has come to: the last Bitcoin block audited against the Bitcoin tip. */
export function AuditStatus() {
  const query = useQuery(auditStatusOptions(useLiquidClient()))
  return (
    <dl className="la-figures">
      <Figure label="Audit status" query={query} testId="audit-status" className="la-figure-status">
        {(s) => {
          const progress = auditProgress(s)
          return <span data-synced={progress.synced}>{progress.words}</span>
        }}
      </Figure>
    </dl>
  )
}

/** L-BTC supply, BTC reserves, and how much of the one the other covers. */
export function Totals() {
  const client = useLiquidClient()
  const supply = useQuery(pegsTotalOptions(client))
  const reserves = useQuery(reservesTotalOptions(client))
  return (
    <dl className="la-figures">
      <Figure label="L-BTC supply" query={supply} testId="audit-supply">
        {(s) => (
          <span data-sats={s.amount ?? 0}>
            <Coins sats={s.amount ?? 0} liquid />{' '}
            <small className="muted">at Liquid block {formatInteger(s.lastBlockUpdate)}</small>
          </span>
        )}
      </Figure>
      <Figure label="BTC reserves" query={reserves} testId="audit-reserves">
        {(r) => (
          <span data-sats={r.amount ?? 0}>
            <Coins sats={r.amount ?? 0} />{' '}
            <small className="muted">at Bitcoin block {formatInteger(r.lastBlockUpdate)}</small>
          </span>
        )}
      </Figure>
      <Figure
        label="Reserves to supply"
        query={reserves.isError ? reserves : supply}
        testId="audit-ratio"
        className="la-figure-ratio"
      >
        {() => {
          if (!reserves.data) return <span className="muted">Loading…</span>
          const b = backing(supply.data?.amount ?? null, reserves.data?.amount ?? null)
          return b.ratio === undefined ? (
            b.words
          ) : (
            <span data-ratio={b.ratio}>
              {formatPercent(b.ratio * 100, 2)}: {b.words}
            </span>
          )
        }}
      </Figure>
    </dl>
  )
}

/** The last 24 hours of pegs: peg-ins, then peg-outs. */
export function RecentVolume() {
  const query = useQuery(pegsVolumeOptions(useLiquidClient()))
  const [ins, outs] = query.data ?? []
  return (
    <dl className="la-figures">
      <Figure label="Peg-ins in the last 24 hours" query={query} testId="audit-pegins-24h">
        {() => (
          <span data-count={ins?.number ?? 0}>
            {countOf(ins?.number ?? 0, 'peg-in')}, <Coins sats={ins?.volume ?? 0} liquid />
          </span>
        )}
      </Figure>
      <Figure label="Peg-outs in the last 24 hours" query={query} testId="audit-pegouts-24h">
        {() => (
          <span data-count={outs?.number ?? 0}>
            {countOf(outs?.number ?? 0, 'peg-out')},{' '}
            <Coins sats={Math.abs(outs?.volume ?? 0)} liquid />
          </span>
        )}
      </Figure>
    </dl>
  )
}

/** The federation's outputs: how many, how many expire soon, expired, spent by the emergency keys. */
export function FederationFigures() {
  const client = useLiquidClient()
  const count = useQuery(utxoCountOptions(client))
  const utxos = useQuery(utxosOptions(client))
  const status = useQuery(auditStatusOptions(client))
  const expired = useQuery(expiredUtxosOptions(client))
  const emergency = useQuery(emergencyStatsOptions(client))
  return (
    <dl className="la-figures">
      <Figure label="Federation outputs" query={count} testId="audit-utxo-count">
        {(c) => <span data-count={c.utxo_count}>{countOf(c.utxo_count, 'output')}</span>}
      </Figure>
      <Figure label="Expiring soon" query={utxos} testId="audit-expiring">
        {(list) => {
          // The timelocks count from the last audited block: without it, say why, as Figure would.
          if (status.isError) {
            return (
              <ErrorNote
                as="span"
                what="Expiring soon could not be loaded"
                error={status.error}
                retry={() => void status.refetch()}
                testId="audit-expiring-error"
              />
            )
          }
          if (!status.data) return <span className="muted">Loading…</span>
          const expiring = expiringSoon(list, status.data.lastBlockAudit)
          const sats = expiring.reduce((n, u) => n + u.amount, 0)
          return (
            <span
              data-count={expiring.length}
              title={`Timelock ends within ${formatInteger(expiringWithin)} Bitcoin blocks`}
            >
              {countOf(expiring.length, 'output')}, <Coins sats={sats} />
            </span>
          )
        }}
      </Figure>
      <Figure label="Expired" query={expired} testId="audit-expired">
        {(list) => (
          <span data-count={list.length}>
            {countOf(list.length, 'output')},{' '}
            <Coins sats={list.reduce((n, u) => n + u.amount, 0)} />
          </span>
        )}
      </Figure>
      <Figure label="Spent by the emergency keys" query={emergency} testId="audit-emergency">
        {(e) => (
          <span data-count={e.utxo_count}>
            {countOf(e.utxo_count, 'output')}, <Coins sats={e.total_amount ?? 0} />
          </span>
        )}
      </Figure>
    </dl>
  )
}
