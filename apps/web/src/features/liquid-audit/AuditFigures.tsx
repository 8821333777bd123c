import { plural, t } from '@lingui/core/macro'
import { Plural, Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { formatInteger } from '../../format/number'
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
      <Figure
        label={t`Audit status`}
        query={query}
        testId="audit-status"
        className="la-figure-status"
      >
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
      <Figure label={t`L-BTC supply`} query={supply} testId="audit-supply">
        {(s) => {
          const height = formatInteger(s.lastBlockUpdate)
          return (
            <span data-sats={s.amount ?? 0}>
              <Trans comment="the L-BTC supply, as of a Liquid block">
                <Coins sats={s.amount ?? 0} liquid />{' '}
                <small className="muted">at Liquid block {height}</small>
              </Trans>
            </span>
          )
        }}
      </Figure>
      <Figure label={t`BTC reserves`} query={reserves} testId="audit-reserves">
        {(r) => {
          const height = formatInteger(r.lastBlockUpdate)
          return (
            <span data-sats={r.amount ?? 0}>
              <Trans comment="the federation's BTC reserves, as of a Bitcoin block">
                <Coins sats={r.amount ?? 0} />{' '}
                <small className="muted">at Bitcoin block {height}</small>
              </Trans>
            </span>
          )
        }}
      </Figure>
      <Figure
        label={t`Reserves to supply`}
        query={reserves.isError ? reserves : supply}
        testId="audit-ratio"
        className="la-figure-ratio"
      >
        {() => {
          if (!reserves.data) return <span className="muted">{t`Loading…`}</span>
          const b = backing(supply.data?.amount ?? null, reserves.data?.amount ?? null)
          if (b.ratio === undefined) return b.words
          const ratio = formatPercent(b.ratio * 100, 2)
          const words = b.words
          return (
            <span data-ratio={b.ratio}>
              {t({
                message: `${ratio}: ${words}`,
                comment: 'ratio: reserves over supply; words: what it means',
              })}
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
  const pegIns = ins?.number ?? 0
  const pegOuts = outs?.number ?? 0
  return (
    <dl className="la-figures">
      <Figure label={t`Peg-ins in the last 24 hours`} query={query} testId="audit-pegins-24h">
        {() => (
          <span data-count={pegIns}>
            <Trans comment="how many peg-ins, and their amount">
              <Plural value={pegIns} one="# peg-in" other="# peg-ins" />,{' '}
              <Coins sats={ins?.volume ?? 0} liquid />
            </Trans>
          </span>
        )}
      </Figure>
      <Figure label={t`Peg-outs in the last 24 hours`} query={query} testId="audit-pegouts-24h">
        {() => (
          <span data-count={pegOuts}>
            <Trans comment="how many peg-outs, and their amount">
              <Plural value={pegOuts} one="# peg-out" other="# peg-outs" />,{' '}
              <Coins sats={Math.abs(outs?.volume ?? 0)} liquid />
            </Trans>
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
      <Figure label={t`Federation outputs`} query={count} testId="audit-utxo-count">
        {(c) => (
          <span data-count={c.utxo_count}>
            {plural(c.utxo_count, { one: '# output', other: '# outputs' })}
          </span>
        )}
      </Figure>
      <Figure label={t`Expiring soon`} query={utxos} testId="audit-expiring">
        {(list) => {
          // The timelocks count from the last audited block: without it, say why, as Figure would.
          if (status.isError) {
            return (
              <ErrorNote
                as="span"
                what={t`Expiring soon could not be loaded`}
                error={status.error}
                retry={() => void status.refetch()}
                testId="audit-expiring-error"
              />
            )
          }
          if (!status.data) return <span className="muted">{t`Loading…`}</span>
          const expiring = expiringSoon(list, status.data.lastBlockAudit)
          const sats = expiring.reduce((n, u) => n + u.amount, 0)
          const outputs = expiring.length
          return (
            <span
              data-count={outputs}
              title={plural(expiringWithin, {
                one: 'Timelock ends within # Bitcoin block',
                other: 'Timelock ends within # Bitcoin blocks',
              })}
            >
              <Trans comment="how many outputs, and their amount">
                <Plural value={outputs} one="# output" other="# outputs" />, <Coins sats={sats} />
              </Trans>
            </span>
          )
        }}
      </Figure>
      <Figure
        label={t({ message: 'Expired', context: 'federation outputs past their timelock' })}
        query={expired}
        testId="audit-expired"
      >
        {(list) => {
          const outputs = list.length
          return (
            <span data-count={outputs}>
              <Trans comment="how many outputs, and their amount">
                <Plural value={outputs} one="# output" other="# outputs" />,{' '}
                <Coins sats={list.reduce((n, u) => n + u.amount, 0)} />
              </Trans>
            </span>
          )
        }}
      </Figure>
      <Figure label={t`Spent by the emergency keys`} query={emergency} testId="audit-emergency">
        {(e) => {
          const outputs = e.utxo_count
          return (
            <span data-count={outputs}>
              <Trans comment="how many outputs, and their amount">
                <Plural value={outputs} one="# output" other="# outputs" />,{' '}
                <Coins sats={e.total_amount ?? 0} />
              </Trans>
            </span>
          )
        }}
      </Figure>
    </dl>
  )
}
