import { plural, t } from '@lingui/core/macro'
import type { CpfpInfo } from '@outpoint/explorer-client'
import { isLiquidNetwork } from '@outpoint/explorer-client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Amount } from '../../components/Amount'
import { TimeAgo } from '../../components/TimeAgo'
import { formatSizeIn } from '../../format/rateUnit'
import { formatDateTime } from '../../format/time'
import { useExplorerClient } from '../../queries/client'
import { useSettings } from '../../settings/useSettings'
import { formatCount as count } from '../dashboard/model/format'
import { Fiat } from '../fiat/Fiat'
import { FeeRate } from '../units/FeeRate'
import { feeRateOf, isCoinbase, totalOutput, vsizeOf } from './model/features'
import { readLocktime } from './model/locktime'
import type { AnyTransaction } from './model/types'
import { TxFeatures } from './TxFeatures'
import { TxStatus } from './TxStatus'
import { cpfpQueryOptions, firstSeenQueryOptions } from './txQueries'

function Item({
  label,
  children,
  testId,
  wide,
}: {
  label: string
  children: ReactNode
  testId?: string
  /** A row of its own on a phone (a figure with a note under it). */
  wide?: boolean
}) {
  return (
    <div
      className={wide ? 'tx-summary-item tx-summary-wide' : 'tx-summary-item'}
      data-testid={testId}
    >
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The transaction's facts: status, first seen, fee and rates (with CPFP), sizes, version, locktime. */
export function TxSummary({ tx }: { tx: AnyTransaction }) {
  const client = useExplorerClient()
  const { settings } = useSettings()
  const coinbase = isCoinbase(tx)
  // Liquid keeps no first-seen times and has no CPFP figures: neither row.
  const liquid = isLiquidNetwork(client.network)
  const firstSeen = useQuery(firstSeenQueryOptions(client, tx.txid))
  const cpfp = useQuery({ ...cpfpQueryOptions(client, tx.txid), enabled: !coinbase })
  const rate = feeRateOf(tx)
  const locktime = readLocktime(tx.locktime)
  const lockHeight = locktime.kind === 'height' ? count(locktime.height) : ''
  // Fiat values at the price of the block's time once confirmed (mempool.space's choice), today's before.
  const pricedAt = tx.status.confirmed ? tx.status.block_time : undefined
  const total = totalOutput(tx)
  return (
    <dl className="tx-summary" data-testid="tx-summary">
      <Item label={t`Status`}>
        <TxStatus tx={tx} />
      </Item>
      {/* The rows filled by later answers are there from the start: what is under them stays put. */}
      {liquid ? null : (
        <Item label={t`First seen`} testId="tx-first-seen">
          {firstSeen.isPending ? (
            <span aria-busy="true">…</span>
          ) : firstSeen.data ? (
            <TimeAgo time={firstSeen.data} />
          ) : (
            <span className="muted">{t`Not recorded`}</span>
          )}
        </Item>
      )}
      <Item label={t`Fee`} testId="tx-fee">
        {coinbase ? (
          t`None (coinbase)`
        ) : (
          <>
            <Amount sats={tx.fee} />
            <Fiat sats={tx.fee} at={pricedAt} />
          </>
        )}
      </Item>
      {liquid ? null : (
        <Item label={t`Outputs total`} testId="tx-output-total">
          <Amount sats={total} />
          <Fiat sats={total} at={pricedAt} />
        </Item>
      )}
      {coinbase ? null : (
        <Item label={t`Fee rate`} testId="tx-fee-rate">
          <FeeRate satPerVb={rate} />
        </Item>
      )}
      {coinbase || liquid ? null : (
        <Item label={t`Effective fee rate`} testId="tx-effective-fee-rate" wide>
          <EffectiveRate rate={rate} cpfp={cpfp} />
        </Item>
      )}
      <Item label={t`Size`} testId="tx-size">
        {count(tx.size)} B
      </Item>
      {/* Both sizes, whatever the rate unit: the page is where people look them up. */}
      <Item label={t`Virtual size`} testId="tx-vsize">
        {formatSizeIn(vsizeOf(tx), 'vB')}
      </Item>
      <Item label={t`Weight`} testId="tx-weight">
        {formatSizeIn(vsizeOf(tx), 'WU', tx.weight)}
      </Item>
      <Item label={t`Version`}>{tx.version}</Item>
      <Item label={t`Locktime`} testId="tx-locktime">
        {locktime.kind === 'none'
          ? t({ message: '0 (none)', comment: 'a locktime of 0: none' })
          : locktime.kind === 'height'
            ? t`Block ${lockHeight}`
            : formatDateTime(locktime.time, settings.time)}
      </Item>
      <Item label={t`Features`}>
        <TxFeatures tx={tx} />
      </Item>
    </dl>
  )
}

/**
 * The fee rate miners weigh the transaction at, with its relatives (CPFP), on two lines: the rate, then
 * a note, so the row is as tall while the answer is on its way as once it is in.
 */
function EffectiveRate({ rate, cpfp }: { rate: number; cpfp: UseQueryResult<CpfpInfo> }) {
  if (cpfp.isPending)
    return (
      <span aria-busy="true">
        …<span className="tx-summary-note">{'\u00a0'}</span>
      </span>
    )
  const info = cpfp.data
  const effective = info?.effectiveFeePerVsize
  const ancestors = info?.ancestors.length ?? 0
  const descendants = info?.descendants?.length ?? 0
  const related = ancestors + descendants > 0
  const relatives = (
    <span className="tx-summary-note muted">
      {t`CPFP: ${plural(ancestors, { one: '# ancestor', other: '# ancestors' })}, ${plural(descendants, { one: '# descendant', other: '# descendants' })}`}
    </span>
  )
  if (effective != null && (related || Math.abs(effective - rate) > 0.01))
    return (
      <>
        <FeeRate satPerVb={effective} />
        {relatives}
      </>
    )
  if (cpfp.isError)
    return (
      <>
        {t({ message: 'Unknown', context: 'effective fee rate' })}
        <span className="tx-summary-note muted">{t`Its relatives could not be loaded`}</span>
      </>
    )
  if (related)
    return (
      <>
        {t`Not given by the service`}
        {relatives}
      </>
    )
  return (
    <>
      <FeeRate satPerVb={rate} />
      <span className="tx-summary-note muted">{t`Its own: no CPFP`}</span>
    </>
  )
}
