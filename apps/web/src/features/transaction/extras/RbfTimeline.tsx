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
    <ol className="tx-rbf-timeline" data-testid="tx-rbf-versions" aria-label="Replacement timeline">
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
            {entry.shown ? <strong>this transaction</strong> : null}
            {entry.latest ? <span>{entry.tx.mined ? 'mined' : 'latest'}</span> : null}
            {entry.tx.rbf === false ? <span>did not signal RBF</span> : null}
          </span>
          <span className="muted" data-testid="tx-rbf-version-rate">
            {units.feeRate(entry.rate)}
            {entry.bump
              ? `, ${signed(entry.bump.rate, units.feeRate)} (${signed(entry.bump.fee, formatSats)} sats fee) over what it replaced`
              : ', first version'}
            , <TimeAgo time={entry.time} />
          </span>
        </li>
      ))}
    </ol>
  )
}

/** A difference with its sign: "+5", "-2" (a service may send a replacement that paid less). */
const signed = (value: number, format: (n: number) => string) =>
  value < 0 ? format(value) : `+${format(value)}`
