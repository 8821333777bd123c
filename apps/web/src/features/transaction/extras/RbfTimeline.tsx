import { t } from '@lingui/core/macro'
import './extras.css'
import type { RbfTree } from '@outpoint/explorer-client'
import { TimeAgo } from '../../../components/TimeAgo'
import { formatSats } from '../../../format/amount'
import { useUnits } from '../../units/useUnits'
import { rbfTimeline } from './rbf'
import { TxLink } from './TxLink'

/** Every version of a replacement tree, oldest first: its fee rate, the bump it paid, which is shown. */
export function RbfTimeline({ tree, txid }: { tree: RbfTree | null; txid: string }) {
  const entries = rbfTimeline(tree, txid)
  const units = useUnits()
  if (entries.length < 2) return null
  return (
    <ol
      className="tx-rbf-timeline"
      data-testid="tx-rbf-versions"
      aria-label={t`Replacement timeline`}
    >
      {entries.map((entry) => (
        <li
          key={entry.tx.txid}
          data-testid="tx-rbf-version"
          data-txid={entry.tx.txid}
          aria-current={entry.shown ? 'true' : undefined}
          className={entry.shown ? 'tx-rbf-shown' : undefined}
        >
          <TxLink txid={entry.tx.txid} />
          <span className="tx-rbf-marks">
            {entry.shown ? <strong>{t`this transaction`}</strong> : null}
            {entry.latest ? (
              <span>
                {entry.tx.mined
                  ? t({ message: 'mined', context: 'a version of a replaced transaction' })
                  : t({ message: 'latest', context: 'a version of a replaced transaction' })}
              </span>
            ) : null}
            {entry.tx.rbf === false ? <span>{t`did not signal RBF`}</span> : null}
          </span>
          <span className="muted" data-testid="tx-rbf-version-rate">
            {units.feeRate(entry.rate)}
            {', '}
            {entry.bump ? bumpText(entry.bump, units.feeRate) : t`first version`},{' '}
            <TimeAgo time={entry.time} />
          </span>
        </li>
      ))}
    </ol>
  )
}

/** "+2 sat/vB (+300 sats fee) over what it replaced": what a version paid over the ones it replaced. */
function bumpText(bump: { fee: number; rate: number }, feeRate: (rate: number) => string): string {
  const rate = signed(bump.rate, feeRate)
  const fee = signed(bump.fee, formatSats)
  return t`${rate} (${fee} sats fee) over what it replaced`
}

/** A difference with its sign: "+5", "-2" (a service may send a replacement that paid less). */
const signed = (value: number, format: (n: number) => string) =>
  value < 0 ? format(value) : `+${format(value)}`
