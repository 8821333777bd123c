import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { Amount } from '../../components/Amount'
import { formatCount } from '../dashboard/model/format'
import { Fiat } from '../fiat/Fiat'
import type { AddressSummary } from './addressSummary'

function Stat({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="addr-stat" data-testid={testId}>
      <dt className="muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * Balance, totals and counts, the amounts with their value at today's price. Liquid's stats carry no
 * sums, so only the counts show there; in Electrum mode only the balances and the transaction count
 * are known.
 */
export function AddressStats({ summary }: { summary: AddressSummary }) {
  const { amounts } = summary
  return (
    <dl className="addr-stats" data-testid="address-stats">
      {amounts ? (
        <>
          <Stat label={t`Confirmed balance`} testId="address-balance">
            <Amount sats={amounts.confirmed} />
            <Fiat sats={amounts.confirmed} />
          </Stat>
          <Stat
            label={t({ message: 'Pending', context: 'balance change waiting in the mempool' })}
            testId="address-pending"
          >
            {amounts.pending > 0 ? '+' : ''}
            <Amount sats={amounts.pending} />
            <Fiat sats={amounts.pending} />
          </Stat>
          {amounts.received === undefined ? null : (
            <Stat label={t`Total received`} testId="address-received">
              <Amount sats={amounts.received} />
              <Fiat sats={amounts.received} />
            </Stat>
          )}
          {amounts.sent === undefined ? null : (
            <Stat label={t`Total sent`} testId="address-sent">
              <Amount sats={amounts.sent} />
              <Fiat sats={amounts.sent} />
            </Stat>
          )}
        </>
      ) : null}
      <Stat label={t`Transactions`} testId="address-tx-count">
        {formatCount(summary.txCount)}
      </Stat>
      {summary.utxoCount === undefined ? null : (
        <Stat label={t`Unspent outputs`} testId="address-utxo-count">
          {formatCount(summary.utxoCount)}
        </Stat>
      )}
    </dl>
  )
}
