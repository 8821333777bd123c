import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Amount } from '../../components/Amount'
import { TimeAgo } from '../../components/TimeAgo'
import { formatFeeRate } from '../../format/amount'
import { countOf } from '../../format/number'
import { formatDateTime } from '../../format/time'
import { useExplorerClient } from '../../queries/client'
import { useSettings } from '../../settings/useSettings'
import { formatCount as count } from '../dashboard/model/format'
import { feeRateOf, isCoinbase, vsizeOf } from './model/features'
import { readLocktime } from './model/locktime'
import type { AnyTransaction } from './model/types'
import { TxFeatures } from './TxFeatures'
import { TxStatus } from './TxStatus'
import { cpfpQueryOptions, firstSeenQueryOptions } from './txQueries'

function Item({
  label,
  children,
  testId,
}: {
  label: string
  children: ReactNode
  testId?: string
}) {
  return (
    <div className="tx-summary-item" data-testid={testId}>
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
  const firstSeen = useQuery(firstSeenQueryOptions(client, tx.txid)).data
  const cpfp = useQuery({ ...cpfpQueryOptions(client, tx.txid), enabled: !coinbase }).data
  const rate = feeRateOf(tx)
  const effective = cpfp?.effectiveFeePerVsize
  const related = (cpfp?.ancestors.length ?? 0) + (cpfp?.descendants?.length ?? 0) > 0
  const locktime = readLocktime(tx.locktime)
  return (
    <dl className="tx-summary" data-testid="tx-summary">
      <Item label="Status">
        <TxStatus tx={tx} />
      </Item>
      {firstSeen ? (
        <Item label="First seen" testId="tx-first-seen">
          <TimeAgo time={firstSeen} />
        </Item>
      ) : null}
      <Item label="Fee" testId="tx-fee">
        {coinbase ? 'None (coinbase)' : <Amount sats={tx.fee} />}
      </Item>
      {coinbase ? null : (
        <Item label="Fee rate" testId="tx-fee-rate">
          {formatFeeRate(rate)} sat/vB
        </Item>
      )}
      {effective != null && (related || Math.abs(effective - rate) > 0.01) ? (
        <Item label="Effective fee rate" testId="tx-effective-fee-rate">
          {formatFeeRate(effective)} sat/vB{' '}
          <span className="muted">
            (CPFP: {countOf(cpfp?.ancestors.length ?? 0, 'ancestor')},{' '}
            {countOf(cpfp?.descendants?.length ?? 0, 'descendant')})
          </span>
        </Item>
      ) : null}
      <Item label="Size" testId="tx-size">
        {count(tx.size)} B
      </Item>
      <Item label="Virtual size" testId="tx-vsize">
        {count(vsizeOf(tx))} vB
      </Item>
      <Item label="Weight" testId="tx-weight">
        {count(tx.weight)} WU
      </Item>
      <Item label="Version">{tx.version}</Item>
      <Item label="Locktime" testId="tx-locktime">
        {locktime.kind === 'none'
          ? '0 (none)'
          : locktime.kind === 'height'
            ? `Block ${count(locktime.height)}`
            : formatDateTime(locktime.time, settings.time)}
      </Item>
      <Item label="Features">
        <TxFeatures tx={tx} />
      </Item>
    </dl>
  )
}
